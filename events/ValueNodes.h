// Appending value nodes to a program (events/Program.h) while rewriting it: constants, condition
// values, reads, negation, binary operators and if-then-else, each node's index returned. Shared by
// the liveness queries (events/Liveness.cpp) and their union (events/LivenessUnion.cpp).
#pragma once

#include <cstdint>

#include "events/Program.h"

namespace clmm {

struct ValueNodes {
  Program& p;
  ValueRef add(ValueNode n) {
    p.values.push_back(n);
    return static_cast<ValueRef>(p.values.size() - 1);
  }
  ValueRef constant(int64_t c) {
    ValueNode n;
    n.constant = c;
    return add(n);
  }
  ValueRef cond(CondId c) {
    ValueNode n;
    n.op = ValueNode::Op::CondValue;
    n.cond = c;
    return add(n);
  }
  ValueRef read(EventId e) {
    ValueNode n;
    n.op = ValueNode::Op::ReadValue;
    n.event = e;
    return add(n);
  }
  ValueRef negate(ValueRef a) {
    ValueNode n;
    n.op = ValueNode::Op::Unary;
    n.uop = ValueNode::UOp::Not;
    n.a = a;
    return add(n);
  }
  ValueRef binary(ValueNode::BOp op, ValueRef a, ValueRef b) {
    ValueNode n;
    n.op = ValueNode::Op::Binary;
    n.bop = op;
    n.a = a;
    n.b = b;
    return add(n);
  }
  ValueRef ite(CondId c, ValueRef a, ValueRef b) {
    ValueNode n;
    n.op = ValueNode::Op::Ite;
    n.cond = c;
    n.a = a;
    n.b = b;
    return add(n);
  }
};

}  // namespace clmm
