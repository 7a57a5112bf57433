// The hand-written lexer of the model language (see ModelLexer.h).
#include "axioms/ModelLexer.h"

#include <cctype>
#include <map>

namespace clmm::cat {

namespace {

const std::map<std::string, Tok>& keywords() {
  static const std::map<std::string, Tok> k = {
      {"let", Tok::Let},         {"rec", Tok::Rec},
      {"and", Tok::And},         {"or", Tok::Or},
      {"not", Tok::Not},         {"as", Tok::As},
      {"when", Tok::When},       {"acyclic", Tok::Acyclic},
      {"irreflexive", Tok::Irreflexive}, {"empty", Tok::EmptyKw},
      {"nonempty", Tok::NonEmpty}, {"flag", Tok::Flag},
      {"total", Tok::Total},     {"on", Tok::On},
      {"containing", Tok::Containing}, {"domain", Tok::Domain},
      {"range", Tok::Range},     {"include", Tok::Include},
      {"show", Tok::Show},       {"undefined_unless", Tok::UndefinedUnless},
  };
  return k;
}

bool identStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool identChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '-' || c == '\'';
}

class Lexer {
 public:
  Lexer(const std::string& text, DiagnosticSink& sink) : text_(text), sink_(sink) {
    // (A byte order mark is gone already: SourceFile's constructor skips it.)
  }

  std::vector<Token> run() {
    std::vector<Token> out;
    for (;;) {
      skipBlanks();
      if (pos_ >= text_.size()) {
        out.push_back({Tok::End, "", SourceRange::point(line_, col_), ""});
        return out;
      }
      out.push_back(next());
      out.back().doc = std::move(doc_);
      doc_.clear();
    }
  }

 private:
  char peek(size_t ahead = 0) const {
    return pos_ + ahead < text_.size() ? text_[pos_ + ahead] : '\0';
  }
  void advance() {
    if (text_[pos_] == '\n') {
      ++line_;
      col_ = 1;
    } else {
      ++col_;
    }
    ++pos_;
  }

  void skipBlanks() {
    for (;;) {
      char c = peek();
      if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
        advance();
      } else if (c == '/' && peek(1) == '/') {
        doc_.clear();
        while (pos_ < text_.size() && peek() != '\n') advance();
      } else if (c == '(' && peek(1) == '*') {
        skipComment();
      } else {
        return;
      }
    }
  }

  // A documentation comment starts with `(**` and a blank (so neither `(**)` nor a banner of
  // stars is one); its text, whitespace collapsed, waits for the next token. Any other comment
  // between it and that token drops it.
  void skipComment() {
    SourceRange start = {line_, col_, line_, col_ + 1};
    const char after = peek(3);
    const bool doc = peek(2) == '*' && (after == ' ' || after == '\t' || after == '\n' || after == '\r');
    const size_t begin = pos_;
    int depth = 0;
    doc_.clear();
    while (pos_ < text_.size()) {
      if (peek() == '(' && peek(1) == '*') {
        ++depth;
        advance();
        advance();
      } else if (peek() == '*' && peek(1) == ')') {
        --depth;
        advance();
        advance();
        if (depth == 0) {
          if (doc) doc_ = collapse(text_.substr(begin + 3, pos_ - begin - 5));
          return;
        }
      } else {
        advance();
      }
    }
    sink_.fail(start, "unterminated comment");
  }

  Token next() {
    int line = line_, col = col_;
    size_t begin = pos_;
    char c = peek();
    auto finish = [&](Tok kind) {
      return Token{kind, text_.substr(begin, pos_ - begin), {line, col, line_, col_ - 1}, ""};
    };
    if (identStart(c)) {
      advance();
      while (identChar(peek())) advance();
      std::string word = text_.substr(begin, pos_ - begin);
      if (word == "_") return finish(Tok::Underscore);
      auto k = keywords().find(word);
      return finish(k == keywords().end() ? Tok::Ident : k->second);
    }
    if (std::isdigit(static_cast<unsigned char>(c))) {
      while (std::isdigit(static_cast<unsigned char>(peek()))) advance();
      if (identChar(peek()) && !std::isdigit(static_cast<unsigned char>(peek())) && peek() != '-')
        sink_.fail({line, col, line_, col_}, "a name must not start with a digit");
      return finish(Tok::Int);
    }
    if (c == '"') {
      advance();
      while (pos_ < text_.size() && peek() != '"' && peek() != '\n') advance();
      if (peek() != '"') sink_.fail({line, col, line, col}, "unterminated string literal");
      advance();
      Token t = finish(Tok::String);
      t.text = t.text.substr(1, t.text.size() - 2);
      return t;
    }
    static const std::map<char, Tok> punct = {
        {'(', Tok::LParen}, {')', Tok::RParen},    {'[', Tok::LBracket}, {']', Tok::RBracket},
        {'{', Tok::LBrace}, {'}', Tok::RBrace},    {'|', Tok::Bar},      {';', Tok::Semi},
        {'\\', Tok::Backslash}, {'&', Tok::Amp},   {'*', Tok::Star},     {'~', Tok::Tilde},
        {'+', Tok::PlusTok}, {'?', Tok::Question}, {'^', Tok::Caret},    {'-', Tok::Minus},
        {'=', Tok::Equals}, {',', Tok::Comma},     {'!', Tok::Tilde},
    };
    auto p = punct.find(c);
    if (p == punct.end()) {
      std::string shown = std::isprint(static_cast<unsigned char>(c))
                              ? std::string(1, c)
                              : "\\x" + std::string(1, "0123456789abcdef"[(c >> 4) & 15]) +
                                    std::string(1, "0123456789abcdef"[c & 15]);
      sink_.fail(SourceRange::point(line, col), "unexpected character '" + shown + "'");
    }
    advance();
    return finish(p->second);
  }

  static std::string collapse(const std::string& s) {
    std::string out;
    for (char ch : s) {
      const bool blank = ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r';
      if (blank && (out.empty() || out.back() == ' ')) continue;
      out += blank ? ' ' : ch;
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
  }

  const std::string& text_;
  DiagnosticSink& sink_;
  std::string doc_;  // the documentation comment waiting for the next token
  size_t pos_ = 0;
  int line_ = 1;
  int col_ = 1;
};

}  // namespace

std::string spellToken(Tok kind) {
  for (const auto& [word, k] : keywords())
    if (k == kind) return "'" + word + "'";
  switch (kind) {
    case Tok::Ident: return "a name";
    case Tok::Int: return "a number";
    case Tok::String: return "a string";
    case Tok::End: return "end of file";
    case Tok::LParen: return "'('";
    case Tok::RParen: return "')'";
    case Tok::LBracket: return "'['";
    case Tok::RBracket: return "']'";
    case Tok::LBrace: return "'{'";
    case Tok::RBrace: return "'}'";
    case Tok::Bar: return "'|'";
    case Tok::Semi: return "';'";
    case Tok::Backslash: return "'\\'";
    case Tok::Amp: return "'&'";
    case Tok::Star: return "'*'";
    case Tok::Tilde: return "'~'";
    case Tok::PlusTok: return "'+'";
    case Tok::Question: return "'?'";
    case Tok::Caret: return "'^'";
    case Tok::Minus: return "'-'";
    case Tok::Equals: return "'='";
    case Tok::Underscore: return "'_'";
    case Tok::Comma: return "','";
    default: return "?";
  }
}

std::string describeToken(const Token& t) {
  switch (t.kind) {
    case Tok::Ident: return "name '" + t.text + "'";
    case Tok::Int: return "number '" + t.text + "'";
    case Tok::String: return "string \"" + t.text + "\"";
    case Tok::End: return "end of file";
    default: break;
  }
  if (keywords().count(t.text)) return "keyword '" + t.text + "'";
  return spellToken(t.kind);
}

std::vector<Token> lexModel(DiagnosticSink& sink) {
  return Lexer(sink.source()->text(), sink).run();
}

}  // namespace clmm::cat
