// Positions of a printed lowered test mapped back to source operations and rules (Provenance.h).
#include "lowering/Provenance.h"

namespace clmm {
namespace {

std::string snippet(const SourceFile* file, SourceRange r) {
  if (!file || !r.known()) return "";
  std::string line = file->lineText(r.line);
  size_t from = static_cast<size_t>(std::max(r.col, 1) - 1);
  if (from >= line.size()) return "";
  size_t to = r.endLine == r.line ? static_cast<size_t>(std::max(r.endCol, r.col)) : line.size();
  std::string s = line.substr(from, to > from ? to - from : 0);
  if (r.endLine != r.line) s += " ...";
  return s;
}

// A mapping rule's line with its comment dropped and runs of white space made one space.
std::string trimmed(const std::string& line) {
  std::string s;
  for (char c : line.substr(0, line.find('#'))) {
    bool space = c == ' ' || c == '\t' || c == '\r';
    if (space && (s.empty() || s.back() == ' ')) continue;
    s += space ? ' ' : c;
  }
  while (!s.empty() && s.back() == ' ') s.pop_back();
  return s;
}

class Walker {
 public:
  Walker(const ast::Test& lowered, const mapping::Origins& origins, const mapping::Mapping& m, OriginsByPosition& out)
      : lowered_(lowered), origins_(origins), m_(m), out_(out) {}

  void list(const std::vector<ast::StmtPtr>& a, const std::vector<ast::StmtPtr>& b) {
    if (a.size() != b.size()) return;
    for (size_t i = 0; i < a.size(); ++i) stmt(*a[i], *b[i]);
  }

  // A test printed in the AMDGPU dialect: one instruction per statement of the lowering, in
  // order; the parsed-back body declares its registers first.
  void instructions(const std::vector<ast::StmtPtr>& a, const std::vector<ast::StmtPtr>& b) {
    std::vector<std::pair<const void*, SourceRange>> from;
    flatten(a, from);
    std::vector<const ast::Stmt*> to;
    for (const auto& s : b)
      if (s->kind != ast::StmtKind::Decl) to.push_back(s.get());
    if (from.size() != to.size()) return;
    for (size_t i = 0; i < from.size(); ++i) record(from[i].first, from[i].second, to[i]->range);
  }

 private:
  static void flatten(const std::vector<ast::StmtPtr>& a, std::vector<std::pair<const void*, SourceRange>>& out) {
    for (const auto& s : a) {
      if (s->kind == ast::StmtKind::Block) {
        flatten(s->body, out);
        continue;
      }
      const ast::Expr* v = s->value.get();
      if (v && v->kind == ast::ExprKind::Atomic) out.emplace_back(v, v->range);
      else out.emplace_back(s.get(), s->range);
    }
  }

  void record(const void* node, SourceRange from, SourceRange at) {
    if (!at.known()) return;
    EventOrigin o;
    o.sourceFile = lowered_.source ? lowered_.source->path() : "";
    o.source = from;
    auto it = origins_.find(node);
    if (it != origins_.end()) {
      o.source = it->second.source;
      if (it->second.rule) {
        o.mappingFile = m_.source ? m_.source->path() : "";
        o.ruleLine = it->second.rule->range.line;
        o.ruleText = m_.source ? trimmed(m_.source->lineText(o.ruleLine)) : "";
      }
    }
    o.sourceText = snippet(lowered_.source.get(), o.source);
    auto key = std::make_pair(at.line, at.col);
    auto old = out_.find(key);
    if (old != out_.end() && old->second.ruleLine > 0 && o.ruleLine == 0) return;  // keep the rule's
    out_[key] = std::move(o);
  }

  void expr(const ast::Expr* a, const ast::Expr* b) {
    if (!a || !b || a->kind != b->kind) return;
    record(a, a->range, b->range);
    if (a->operands.size() == b->operands.size())
      for (size_t i = 0; i < a->operands.size(); ++i) expr(a->operands[i].get(), b->operands[i].get());
    if (a->atomic && b->atomic) {
      expr(a->atomic->object.get(), b->atomic->object.get());
      expr(a->atomic->expected.get(), b->atomic->expected.get());
      expr(a->atomic->value.get(), b->atomic->value.get());
      record(a, a->range, b->range);  // the call itself wins over an operand at its position
    }
  }

  void stmt(const ast::Stmt& a, const ast::Stmt& b) {
    if (a.kind != b.kind) return;
    record(&a, a.range, b.range);
    expr(a.target.get(), b.target.get());
    expr(a.value.get(), b.value.get());
    list(a.body, b.body);
    list(a.elseBody, b.elseBody);
  }

  const ast::Test& lowered_;
  const mapping::Origins& origins_;
  const mapping::Mapping& m_;
  OriginsByPosition& out_;
};

}  // namespace

OriginsByPosition originsByPosition(const ast::Test& lowered, const ast::Test& reparsed,
                                    const mapping::Origins& origins, const mapping::Mapping& m) {
  OriginsByPosition out;
  if (lowered.threads.size() != reparsed.threads.size()) return out;
  Walker w(lowered, origins, m, out);
  const bool amdgpu = reparsed.dialectHeader == "AMDGPU" && lowered.dialectHeader != "AMDGPU";
  for (size_t t = 0; t < lowered.threads.size(); ++t) {
    if (amdgpu) w.instructions(lowered.threads[t].body, reparsed.threads[t].body);
    else w.list(lowered.threads[t].body, reparsed.threads[t].body);
  }
  return out;
}

std::optional<EventOrigin> originAt(const OriginsByPosition& origins, const SourceRange& range) {
  auto it = origins.find({range.line, range.col});
  if (it == origins.end()) return std::nullopt;
  return it->second;
}

}  // namespace clmm
