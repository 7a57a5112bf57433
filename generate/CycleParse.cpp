// The edge syntax of `clmm generate --cycle` (docs/generate.md, "Edge syntax"): tokens separated
// by spaces, each an edge or the annotation of the event between two edges.
#include <cctype>
#include <sstream>

#include "generate/Cycle.h"

namespace clmm::gen {

namespace {

const std::vector<std::string>& levels(Target t) {
  static const std::vector<std::string> cl = {"wi", "sg", "wg", "dev"};
  static const std::vector<std::string> ptx = {"thr", "cta", "gpu"};
  return t == Target::Opencl ? cl : ptx;
}

std::vector<std::string> splitDots(const std::string& s) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == '.') {
      out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  out.push_back(cur);
  return out;
}

bool isOneOf(const std::string& s, const std::vector<std::string>& set) {
  for (const auto& x : set)
    if (s == x) return true;
  return false;
}

std::string joined(const std::vector<std::string>& set) {
  std::string out;
  for (const auto& x : set) out += (out.empty() ? "" : ", ") + x;
  return out;
}

const std::vector<std::string>& accessScopes(Target t) {
  static const std::vector<std::string> cl = {"sg", "wg", "dev", "all"};
  static const std::vector<std::string> ptx = {"cta", "gpu", "sys"};
  return t == Target::Opencl ? cl : ptx;
}

// "WR" after a prefix: the source and target kinds of a program-order edge.
bool parseDirs(const std::string& s, Dir& src, Dir& dst) {
  if (s.size() != 2) return false;
  auto one = [](char c, Dir& d) {
    if (c == 'W')
      d = Dir::W;
    else if (c == 'R')
      d = Dir::R;
    else
      return false;
    return true;
  };
  return one(s[0], src) && one(s[1], dst);
}

const char* kEdgeList =
    "edges are Rfe Rfi Fre Fri Coe Coi, PodXY PosXY, FdXY FsXY (fences), BdXY BsXY (barriers), DpCtrldY "
    "DpCtrlsY (control dependencies) and Rmw, with X and Y each R or W";

Edge parseFenceSuffix(Edge e, const std::vector<std::string>& parts, Target t, int col, const std::string& tok) {
  bool barrier = e.kind == EdgeKind::Barrier;
  if (t == Target::Ptx && barrier) {
    if (parts.size() > 1)
      throw CycleError(col, "'" + tok + "': a PTX barrier (bar.sync 0) takes no annotation; write '" + parts[0] + "'");
    return e;
  }
  static const std::vector<std::string> clOrders = {"acq", "rel", "ar", "sc"};
  static const std::vector<std::string> ptxOrders = {"sc", "ar", "acq", "rel"};
  static const std::vector<std::string> clFenceScopes = {"sg", "wg", "dev", "all"};
  static const std::vector<std::string> barScopes = {"wg", "sg"};
  static const std::vector<std::string> flags = {"g", "l", "gl"};
  e.fence.order = barrier ? "" : "sc";
  e.fence.scope = barrier ? "wg" : (t == Target::Opencl ? "dev" : "gpu");
  e.fence.flags = t == Target::Opencl ? "g" : "";
  size_t i = 1;
  const auto& orders = t == Target::Opencl ? clOrders : ptxOrders;
  if (!barrier && i < parts.size() && !isOneOf(parts[i], accessScopes(t)) && !isOneOf(parts[i], flags)) {
    if (!isOneOf(parts[i], orders))
      throw CycleError(col, "'" + tok + "': unknown fence order '" + parts[i] + "'; a fence's order is one of " +
                                joined(orders) + " (e.g. '" + parts[0] + ".rel." +
                                (t == Target::Opencl ? "dev" : "gpu") + "')");
    e.fence.order = parts[i++];
  }
  const auto& scopes = barrier ? barScopes : (t == Target::Opencl ? clFenceScopes : accessScopes(t));
  if (i < parts.size() && isOneOf(parts[i], scopes)) e.fence.scope = parts[i++];
  if (t == Target::Opencl && i < parts.size() && isOneOf(parts[i], flags)) e.fence.flags = parts[i++];
  if (i < parts.size())
    throw CycleError(col, "'" + tok + "': unexpected '" + parts[i] + "'; write " +
                              (barrier ? std::string("BdXY[.SCOPE][.FLAGS] with SCOPE wg or sg")
                                       : std::string("FdXY[.ORDER][.SCOPE]") + (t == Target::Opencl ? "[.FLAGS]" : "") +
                                             " with SCOPE one of " + joined(scopes)) +
                              (t == Target::Opencl ? " and FLAGS g, l or gl" : ""));
  return e;
}

Edge parseEdge(const std::string& tok, Target t, int col) {
  auto parts = splitDots(tok);
  const std::string& base = parts[0];
  Edge e;
  if (base == "Rfe" || base == "Rfi" || base == "Fre" || base == "Fri" || base == "Coe" || base == "Coi") {
    std::string k = base.substr(0, 2);
    e.kind = k == "Rf" ? EdgeKind::Rf : k == "Fr" ? EdgeKind::Fr : EdgeKind::Co;
    e.src = k == "Fr" ? Dir::R : Dir::W;
    e.dst = k == "Rf" ? Dir::R : Dir::W;
    e.sameLoc = true;
    e.external = base[2] == 'e';
    e.level = e.external ? defaultLevel(t) : -1;
    if (parts.size() > 1) {
      if (!e.external)
        throw CycleError(col, "'" + tok + "': an internal edge stays in one work-item and has no placement; write '" +
                                  base + "', or '" + k + "e." + parts[1] + "' for an external one");
      const auto& ls = levels(t);
      int found = -1;
      for (size_t i = 0; i < ls.size(); ++i)
        if (parts[1] == ls[i]) found = static_cast<int>(i);
      if (found < 0 || parts.size() > 2)
        throw CycleError(col, "'" + tok + "': unknown placement '" + tok.substr(base.size() + 1) +
                                  "'; an external edge's placement is one of " + joined(ls) + " (e.g. '" + base + "." +
                                  ls[defaultLevel(t)] + "')");
      e.level = found;
    }
    return e;
  }
  if (base == "Rmw") {
    if (parts.size() > 1)
      throw CycleError(col,
                       "'" + tok + "': Rmw takes no annotation; annotate its read and its write ('Rfe acq Rmw rel')");
    e.kind = EdgeKind::Rmw;
    e.src = Dir::R;
    e.dst = Dir::W;
    e.sameLoc = true;
    return e;
  }
  std::string prefix = base.substr(0, std::min<size_t>(3, base.size()));
  if ((prefix == "Pod" || prefix == "Pos") && parseDirs(base.substr(3), e.src, e.dst)) {
    if (parts.size() > 1)
      throw CycleError(col, "'" + tok + "': a program-order edge takes no annotation; annotate its events ('" + base +
                                " rel." + (t == Target::Opencl ? "dev" : "gpu") + "'), or use a fence 'F" +
                                base.substr(2) + "." + parts[1] + "'");
    e.kind = EdgeKind::Po;
    e.sameLoc = prefix == "Pos";
    return e;
  }
  if (base.size() == 8 && base.rfind("DpCtrl", 0) == 0 && (base[6] == 'd' || base[6] == 's') &&
      (base[7] == 'R' || base[7] == 'W')) {
    if (t == Target::Ptx)
      throw CycleError(col, "'" + tok + "': control dependencies are made for OpenCL tests only (an if on the "
                                "value read); write 'PodR" + base.substr(7) + "' for PTX");
    e.kind = EdgeKind::Ctrl;
    e.src = Dir::R;
    e.dst = base[7] == 'W' ? Dir::W : Dir::R;
    e.sameLoc = base[6] == 's';
    if (parts.size() == 1) return e;
    e.ctrlFence = true;  // DpCtrldR.acq.dev.g: the fence begins the branch
    Edge f = e;
    f.kind = EdgeKind::Fence;
    f = parseFenceSuffix(f, parts, t, col, tok);
    e.fence = f.fence;
    return e;
  }
  prefix = base.substr(0, std::min<size_t>(2, base.size()));
  if ((prefix == "Fd" || prefix == "Fs" || prefix == "Bd" || prefix == "Bs") &&
      parseDirs(base.substr(2), e.src, e.dst)) {
    e.kind = prefix[0] == 'F' ? EdgeKind::Fence : EdgeKind::Barrier;
    e.sameLoc = prefix[1] == 's';
    return parseFenceSuffix(e, parts, t, col, tok);
  }
  throw CycleError(col, "unknown edge '" + tok + "'; " + kEdgeList);
}

Ann parseAnn(const std::string& tok, Target t, int col) {
  auto parts = splitDots(tok);
  bool red = t == Target::Ptx && parts[0] == "red";
  if (red) {
    parts.erase(parts.begin());
    if (parts.empty() || (parts[0] != "rlx" && parts[0] != "rel"))
      throw CycleError(
          col,
          "'" + tok + "': a red is relaxed or release (the PTX ISA has no other red); write 'red.rlx' or 'red.rel'");
  }
  static const std::vector<std::string> clOrders = {"na", "rlx", "acq", "rel", "sc"};
  static const std::vector<std::string> ptxOrders = {"weak", "rlx", "acq", "rel"};
  const auto& orders = t == Target::Opencl ? clOrders : ptxOrders;
  Ann a;
  if (!isOneOf(parts[0], orders))
    throw CycleError(col, "unknown access annotation '" + tok + "'; an access's order is one of " + joined(orders) +
                              " (e.g. '" + (t == Target::Opencl ? "rel.dev" : "rel.gpu") + "')");
  a.order = parts[0];
  a.red = red;
  bool plain = a.order == "na" || a.order == "weak";
  size_t i = 1;
  if (i < parts.size() && isOneOf(parts[i], accessScopes(t))) {
    if (plain)
      throw CycleError(col, "'" + tok + "': a non-atomic access has no scope; write '" + a.order +
                                (parts.size() > 2 ? "." + parts[2] : std::string()) + "'");
    a.scope = parts[i++];
  } else if (!plain) {
    a.scope = defaultAnn(t).scope;
  }
  if (t == Target::Opencl && i < parts.size() && (parts[i] == "g" || parts[i] == "l")) a.region = parts[i++][0];
  if (i < parts.size())
    throw CycleError(col, "'" + tok + "': unexpected '" + parts[i] + "'; write ORDER[.SCOPE]" +
                              (t == Target::Opencl ? "[.REGION] with REGION g or l" : "") + " and SCOPE one of " +
                              joined(accessScopes(t)));
  return a;
}

}  // namespace

int defaultLevel(Target t) { return t == Target::Opencl ? 2 : 1; }
std::string levelName(Target t, int level) { return level < 0 ? "" : levels(t).at(static_cast<size_t>(level)); }

Ann defaultAnn(Target t) { return t == Target::Opencl ? Ann{"rlx", "dev", 'g'} : Ann{"rlx", "gpu", 'g'}; }

std::string Ann::text() const {
  std::string s = (red ? "red." : "") + order;
  if (!scope.empty()) s += "." + scope;
  if (region == 'l') s += ".l";
  return s;
}

std::string FenceAnn::text() const {
  std::string s;
  for (const auto* p : {&order, &scope, &flags})
    if (!p->empty()) s += (s.empty() ? "" : ".") + *p;
  return s;
}

std::string Edge::shapeText() const {
  auto d = [](Dir x) { return x == Dir::W ? "W" : "R"; };
  switch (kind) {
    case EdgeKind::Rf:
      return external ? "Rfe" : "Rfi";
    case EdgeKind::Fr:
      return external ? "Fre" : "Fri";
    case EdgeKind::Co:
      return external ? "Coe" : "Coi";
    case EdgeKind::Rmw:
      return "Rmw";
    default:
      return std::string(sameLoc ? "Pos" : "Pod") + d(src) + d(dst);
  }
}

std::string Edge::text(Target t) const {
  auto d = [](Dir x) { return x == Dir::W ? "W" : "R"; };
  std::string dirs = std::string(d(src)) + d(dst);
  switch (kind) {
    case EdgeKind::Fence:
      return std::string(sameLoc ? "Fs" : "Fd") + dirs + "." + fence.text();
    case EdgeKind::Barrier: {
      std::string a = fence.text();
      return std::string(sameLoc ? "Bs" : "Bd") + dirs + (a.empty() ? "" : "." + a);
    }
    case EdgeKind::Ctrl:
      return std::string("DpCtrl") + (sameLoc ? "s" : "d") + d(dst) + (ctrlFence ? "." + fence.text() : "");
    default:
      break;
  }
  std::string s = shapeText();
  if (external && level != defaultLevel(t)) s += "." + levelName(t, level);
  return s;
}

std::string Cycle::text() const {
  std::string s;
  for (size_t i = 0; i < edges.size(); ++i) s += (i ? " " : "") + anns[i].text() + " " + edges[i].text(target);
  return s;
}

Edge parseEdgeText(const std::string& token, Target target) { return parseEdge(token, target, 1); }

std::string annProblem(const Ann& a, Dir d, Target t) {
  bool read = d == Dir::R;
  if (read && a.red)
    return "a red only writes: it cannot be a read ('" + a.text() +
           "'); use Rmw for a read-modify-write whose value is read";
  if (read && a.order == "rel")
    return "a read cannot be a release ('" + a.text() + "'); use acq or " + (t == Target::Opencl ? "sc" : "rlx");
  if (!read && a.order == "acq")
    return "a write cannot be an acquire ('" + a.text() + "'); use rel or " + (t == Target::Opencl ? "sc" : "rlx");
  return "";
}

Cycle parseCycle(const std::string& text, Target target) {
  Cycle c;
  c.target = target;
  std::vector<std::pair<size_t, std::pair<Ann, int>>> annotated;  // event index, annotation, column
  size_t pos = 0;
  while (pos < text.size()) {
    if (std::isspace(static_cast<unsigned char>(text[pos]))) {
      ++pos;
      continue;
    }
    size_t end = pos;
    while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end]))) ++end;
    std::string tok = text.substr(pos, end - pos);
    int col = static_cast<int>(pos) + 1;
    for (char ch : tok)
      if (!std::isalnum(static_cast<unsigned char>(ch)) && ch != '.')
        throw CycleError(col, "unexpected character in '" + tok +
                                  "'; tokens are edges ('PodWR') and annotations "
                                  "('rel.dev') separated by spaces");
    if (std::islower(static_cast<unsigned char>(tok[0]))) {
      annotated.push_back({c.edges.size(), {parseAnn(tok, target, col), col}});
    } else {
      c.edges.push_back(parseEdge(tok, target, col));
      c.columns.push_back(col);
    }
    pos = end;
  }
  size_t n = c.edges.size();
  if (n < 2) throw CycleError(1, "a cycle needs at least two edges, e.g. 'PodWR Fre PodWR Fre' (SB)");
  c.anns.assign(n, Ann{});
  std::vector<int> annCol(n, 0);
  for (auto& [index, ac] : annotated) {
    size_t ev = index % n;
    if (annCol[ev] != 0)
      throw CycleError(ac.second,
                       "the event after '" + c.edges[(ev + n - 1) % n].text(target) +
                           "' is annotated twice (the cycle closes: the last edge ends at the first edge's event)");
    c.anns[ev] = ac.first;
    annCol[ev] = ac.second;
  }
  for (size_t i = 0; i < n; ++i)  // a control dependency on an Rmw's value starts at its write
    if (c.edges[i].kind == EdgeKind::Ctrl && c.edges[(i + n - 1) % n].kind == EdgeKind::Rmw) c.edges[i].src = Dir::W;
  for (size_t i = 0; i < n; ++i) {
    const Edge& prev = c.edges[(i + n - 1) % n];
    const Edge& next = c.edges[i];
    if (prev.dst != next.src) {
      auto word = [](Dir d) { return d == Dir::W ? "a write" : "a read"; };
      throw CycleError(c.columns[i], "'" + next.text(target) + "' starts at " + word(next.src) + ", but '" +
                                         prev.text(target) + "' before it ends at " + word(prev.dst) +
                                         "; consecutive edges share their event");
    }
    c.annColumns.push_back(annCol[i] != 0 ? annCol[i] : c.columns[i]);
    if (annCol[i] == 0) {
      c.anns[i] = defaultAnn(target);
    } else {
      std::string problem = annProblem(c.anns[i], next.src, target);
      if (!problem.empty()) throw CycleError(annCol[i], problem);
    }
  }
  return c;
}

}  // namespace clmm::gen
