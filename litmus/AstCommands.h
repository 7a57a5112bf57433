// Interpretation of the API-call statements of litmus threads: the host's clEnqueue* calls,
// clFinish, clWaitForEvents, user events, and kernels' enqueue_kernel, with their wait lists and
// returned events (docs/kernels.md, "Commands as events").
#pragma once

#include <memory>
#include <string>

#include "LitmusParser.h"
#include "litmus/Ast.h"

namespace clmm {

bool isCommandCallee(const std::string& callee);  // clEnqueueNDRangeKernel, enqueue_kernel, ...
bool isEventType(const std::string& word);        // cl_event, clk_event_t

// The command of a call statement `callee(args);` (callee satisfies isCommandCallee). Wrong
// arguments are located errors (thrown).
// `herdCompat`: literals with a leading 0 are decimal (--herd-compat).
std::unique_ptr<ast::Command> buildCommand(LitmusParser::CallExprContext* call, DiagnosticSink& sink,
                                           bool herdCompat);

// Checks the initialiser of an event variable: only `clCreateUserEvent(context, NULL)`.
void checkUserEventInit(LitmusParser::ExprContext* init, DiagnosticSink& sink);

}  // namespace clmm
