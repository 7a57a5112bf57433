// Names of generated tests: see Naming.h and docs/generate.md ("Names").
#include "generate/Naming.h"

#include <set>
#include <sstream>
#include <vector>

namespace clmm::gen {

namespace {

struct Shape {
  const char* name;
  const char* edges;
};

// The classic shapes, as diy and the literature name them.
const Shape kShapes[] = {
    {"MP", "PodWW Rfe PodRR Fre"},
    {"SB", "PodWR Fre PodWR Fre"},
    {"LB", "PodRW Rfe PodRW Rfe"},
    {"S", "PodWW Rfe PodRW Coe"},
    {"R", "PodWW Coe PodWR Fre"},
    {"2+2W", "PodWW Coe PodWW Coe"},
    {"WRC", "Rfe PodRW Rfe PodRR Fre"},
    {"ISA2", "PodWW Rfe PodRW Rfe PodRR Fre"},
    {"IRIW", "Rfe PodRR Fre Rfe PodRR Fre"},
    {"RWC", "Rfe PodRR Fre PodWR Fre"},
    {"WRW+2W", "Rfe PodRW Coe PodWW Coe"},
    {"W+RWC", "PodWW Rfe PodRR Fre PodWR Fre"},
    {"Z6.3", "PodWW Coe PodWW Rfe PodRR Fre"},
    {"3.SB", "PodWR Fre PodWR Fre PodWR Fre"},
    {"3.LB", "PodRW Rfe PodRW Rfe PodRW Rfe"},
    {"3.2W", "PodWW Coe PodWW Coe PodWW Coe"},
    {"CoRR", "Rfe PosRR Fre"},
    {"CoRW", "Rfe PosRW Coe"},
    {"CoWR", "PosWR Fre Coe"},
};

std::vector<std::string> words(const std::string& s) {
  std::istringstream in(s);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

bool isRotation(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  if (a.size() != b.size()) return false;
  for (size_t r = 0; r < a.size(); ++r) {
    bool same = true;
    for (size_t i = 0; i < a.size() && same; ++i) same = a[(i + r) % a.size()] == b[i];
    if (same) return true;
  }
  return false;
}

std::string defaultScope(Target t) { return defaultAnn(t).scope; }

std::string accessItem(const Ann& a, Target t) {
  std::string s = (a.red ? "red." : "") + a.order;
  if (!a.scope.empty() && a.scope != defaultScope(t)) s += "." + a.scope;
  if (a.region == 'l') s += ".l";
  return s;
}

std::string item(const Instr& in, Target t) {
  switch (in.kind) {
    case Instr::Rmw:
      return "rmw." + accessItem(in.ann, t);
    case Instr::If:
      return "ctrl";
    case Instr::Fence: {
      std::string s = "F" + in.fence.order;
      if (in.fence.scope != defaultScope(t)) s += "." + in.fence.scope;
      if (!in.fence.flags.empty() && in.fence.flags != "g") s += "." + in.fence.flags;
      return s;
    }
    case Instr::Barrier: {
      std::string s = "bar";
      if (in.fence.scope == "sg") s += ".sg";
      if (!in.fence.flags.empty() && in.fence.flags != "g") s += "." + in.fence.flags;
      return s;
    }
    default:
      return accessItem(in.ann, t);
  }
}

}  // namespace

std::string shapeName(const Cycle& c) {
  std::vector<std::string> s;
  for (const auto& e : c.edges) s.push_back(e.shapeText());
  for (const auto& shape : kShapes)
    if (isRotation(words(shape.edges), s)) return shape.name;
  return "";
}

bool isShapeOrder(const Cycle& c) {
  std::vector<std::string> s;
  for (const auto& e : c.edges) s.push_back(e.shapeText());
  for (const auto& shape : kShapes)
    if (words(shape.edges) == s) return true;
  return false;
}

std::string testName(const Cycle& c, const GenTest& t) {
  std::string name = shapeName(c);
  if (name.empty()) {
    for (const auto& e : c.edges) name += (name.empty() ? "" : "-") + e.shapeText();
  }
  for (const auto& th : t.threads) {
    std::string token;
    for (const auto& in : th.code) token += (token.empty() ? "" : "-") + item(in, c.target);
    name += "+" + token;
  }
  bool defaults = true;
  std::string levels;
  for (const auto& e : c.edges)
    if (e.external) {
      defaults = defaults && e.level == defaultLevel(c.target);
      levels += "." + levelName(c.target, e.level);
    }
  if (!defaults) name += "+ext" + levels;
  return name;
}

std::string annotationSummary(const GenTest& t) {
  std::set<std::string> all;
  for (const auto& th : t.threads)
    for (const auto& in : th.code) {
      if (in.kind == Instr::If)
        continue;
      else if (in.kind == Instr::Fence)
        all.insert("F." + in.fence.text());
      else if (in.kind == Instr::Barrier)
        all.insert("B." + in.fence.text());
      else
        all.insert((in.kind == Instr::Rmw ? "rmw." : "") + in.ann.text());
    }
  std::string out;
  for (const auto& a : all) out += (out.empty() ? "" : " ") + a;
  return out;
}

}  // namespace clmm::gen
