// Parser for OpenCL litmus tests in both public dialects. Target-language code stays out of
// this file: the typed AST is built by litmus/AstBuilder.cpp from the labelled alternatives.
parser grammar LitmusParser;

options { tokenVocab = LitmusLexer; }

test
    : HEADER preambleItem* initBlock programItem* scopeTree? locationsClause? condition? EOF
    ;

preambleItem
    : DOC_STRING
    | KEY_VALUE
    ;

// ---------------------------------------------------------------- initial state
initBlock
    : LBRACE (initItem (SEMI+ initItem)* SEMI*)? RBRACE
    | LBRACE SEMI+ RBRACE
    ;

initItem
    : LBRACK name=IDENT RBRACK ASSIGN initValue                              # initBracketed
    | tid=INT COLON reg=IDENT ASSIGN initValue                               # initRegister
    | words+=IDENT+ (LBRACK size=INT RBRACK)? (ASSIGN initValue)?            # initDeclared
    ;

initValue
    : signedInt                                                   # initScalar
    | LBRACE (signedInt (COMMA signedInt)*)? RBRACE               # initArray
    ;

signedInt
    : MINUS? INT
    ;

// ---------------------------------------------------------------- threads, kernels, queues
// `host`, `kernel` and `queue` are not keywords (a test may use them as names): the AST builder
// checks the word `kw`.
programItem
    : thread                                                             # deviceThreadItem
    | kw=IDENT thread                                                    # hostThreadItem
    | kw=IDENT name=IDENT LBRACE thread* scopeTree? RBRACE               # kernelItem
    | kw=IDENT name=IDENT kind=IDENT? SEMI                               # queueItem
    ;

thread
    : name=IDENT (AT placement (COMMA placement)*)? LPAREN (param (COMMA param)*)? RPAREN block
    ;

placement
    : level=IDENT index=INT
    ;

param
    : paramWord+
    ;

paramWord
    : IDENT
    | STAR
    ;

block
    : LBRACE statement* RBRACE
    ;

statement
    : block                                                              # blockStmt
    | SEMI                                                               # emptyStmt
    | label=IDENT COLON statement                                        # labelledStmt
    | IF LPAREN expr RPAREN thenS=statement (ELSE elseS=statement)?      # ifStmt
    | WHILE LPAREN expr RPAREN body=statement                            # whileStmt
    | FOR LPAREN init=forInit? SEMI cond=expr? SEMI step=simpleStatement? RPAREN
      body=statement                                                     # forStmt
    | DO body=statement WHILE LPAREN expr RPAREN SEMI                    # doWhileStmt
    | types+=IDENT+ declarator (COMMA declarator)* SEMI                  # declStmt
    | target=unary assignOp expr SEMI                                    # assignStmt
    | expr SEMI                                                          # exprStmt
    ;

// `[size]`: arrays of registers, rejected with a located error by the AST builder.
declarator
    : name=IDENT (LBRACK size=INT RBRACK)? (ASSIGN expr)?
    ;

// The first clause of a for loop: declarations or a statement without its ';'.
forInit
    : types+=IDENT+ declarator (COMMA declarator)*                       # forDecl
    | simpleStatement                                                    # forSimple
    ;

// An assignment or an expression without its ';' (a for loop's first and third clauses).
simpleStatement
    : target=unary assignOp expr                                         # simpleAssign
    | expr                                                               # simpleExpr
    ;

// `=` and the compound assignments; the AST builder checks that the target is a register, `*p`
// or `a[i]`.
assignOp
    : ASSIGN | PLUS_ASSIGN | MINUS_ASSIGN | STAR_ASSIGN | SLASH_ASSIGN | PERCENT_ASSIGN
    | SHL_ASSIGN | SHR_ASSIGN | AMP_ASSIGN | PIPE_ASSIGN | CARET_ASSIGN
    ;

// C expressions. ANTLR gives the first alternative of a left-recursive rule the highest
// precedence, so the operators are listed from the tightest (* / %) to the loosest (||).
expr
    : lhs=expr op=(STAR | SLASH | PERCENT) rhs=expr                      # binaryExpr
    | lhs=expr op=(PLUS | MINUS) rhs=expr                                # binaryExpr
    | lhs=expr op=(SHL | SHR) rhs=expr                                   # binaryExpr
    | lhs=expr op=(LT | LE | GT | GE) rhs=expr                           # binaryExpr
    | lhs=expr op=(EQEQ | NEQ) rhs=expr                                  # binaryExpr
    | lhs=expr op=AMP rhs=expr                                           # binaryExpr
    | lhs=expr op=CARET rhs=expr                                         # binaryExpr
    | lhs=expr op=PIPE rhs=expr                                          # binaryExpr
    | lhs=expr op=ANDAND rhs=expr                                        # binaryExpr
    | lhs=expr op=OROR rhs=expr                                          # binaryExpr
    | unary                                                              # unaryExpr
    ;

unary
    : op=(MINUS | BANG | TILDE | STAR | AMP | PLUS) unary                # prefixExpr
    | op=(INC | DEC) unary                                               # preIncExpr
    | primary                                                            # primaryExpr
    ;

// Postfix operators (subscript, ++, --) bind tighter than every prefix one (C11 6.5.2).
primary
    : base=primary LBRACK index=expr RBRACK                              # indexExpr
    | primary op=(INC | DEC)                                             # postIncExpr
    | INT                                                                # intLiteral
    | (TRUE | FALSE)                                                     # boolLiteral
    | callee=IDENT LPAREN (expr (COMMA expr)*)? RPAREN                   # callExpr
    // CUDA (docs/cuda.md): cuda::atomic_ref<int, cuda::thread_scope_device>(*x).load(...)
    | ref=qualifiedName LT targs+=templateArg (COMMA targs+=templateArg)* GT
      LPAREN object=expr RPAREN DOT method=IDENT LPAREN (args+=expr (COMMA args+=expr)*)? RPAREN  # atomicRefExpr
    | qcallee=qualifiedName LPAREN (expr (COMMA expr)*)? RPAREN          # qualifiedCallExpr
    | qualifiedName                                                      # qualifiedNameExpr
    | name=IDENT                                                         # nameExpr
    | LPAREN type=IDENT LBRACK RBRACK RPAREN
      LBRACE (expr (COMMA expr)*)? RBRACE                                # listExpr
    | LPAREN expr RPAREN                                                 # parenExpr
    ;

// A C++ name with its namespaces (cuda::memory_order_relaxed); CUDA tests only.
qualifiedName
    : IDENT (SCOPE_SEP IDENT)+
    ;

// A template argument of cuda::atomic_ref: a type (`int`) or a scope (cuda::thread_scope_block).
templateArg
    : IDENT+
    | qualifiedName
    ;

// ---------------------------------------------------------------- scope tree
scopeTree
    : SCOPE_TREE sexpr+
    ;

sexpr
    : LPAREN level=IDENT sexprItem* RPAREN
    ;

sexprItem
    : IDENT                                                              # sexprLeaf
    | sexpr                                                              # sexprNode
    ;

// ---------------------------------------------------------------- final condition
locationsClause
    : LOCATIONS LBRACK (locationRef (SEMI locationRef)* SEMI?)? RBRACK
    ;

locationRef
    : tid=INT COLON reg=IDENT                                            # registerRef
    | name=IDENT (LBRACK index=INT RBRACK)?                              # memoryRef
    | LBRACK name=IDENT RBRACK                                           # bracketMemoryRef
    ;

condition
    : quantifier prop
    ;

quantifier
    : EXISTS                                                             # existsQ
    | TILDE EXISTS                                                       # notExistsQ
    | NOT EXISTS                                                         # notExistsQ
    | FORALL                                                             # forallQ
    ;

prop
    : TILDE prop                                                         # notProp
    | lhs=prop CONJ rhs=prop                                             # andProp
    | lhs=prop DISJ rhs=prop                                             # orProp
    | <assoc=right> lhs=prop IMPLIES rhs=prop                            # impliesProp
    | LPAREN prop RPAREN                                                 # parenProp
    | LPAREN RPAREN                                                      # emptyProp
    | TRUE                                                               # trueProp
    | FALSE                                                              # falseProp
    | locationRef ASSIGN signedInt                                       # atomProp
    ;
