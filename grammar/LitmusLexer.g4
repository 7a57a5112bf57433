// Lexer for OpenCL litmus tests: the herd dialect ("OpenCL NAME", scopeTree) and the Dat3M
// dialect ("OPENCL NAME", P0@wg 0, dev 0), and CUDA litmus tests ("CUDA NAME": docs/cuda.md). The preamble (header line, doc string, Key=Value
// lines) has its own mode because its values are free text up to the end of the line.
lexer grammar LitmusLexer;

// ---------------------------------------------------------------- preamble (default mode)
HEADER        : ('OpenCL' | 'OPENCL' | 'CUDA') [ \t]+ ~[\r\n]* ;
DOC_STRING    : '"' ~["\r\n]* '"' ;
KEY_VALUE     : [A-Za-z_] [A-Za-z0-9_.\-]* [ \t]* '=' ~[\r\n]* ;
PRE_LBRACE    : '{' -> type(LBRACE), mode(CODE) ;
PRE_WS        : [ \t\r\n]+ -> skip ;
PRE_ML_COMMENT: '(*' ([ \t\r\n*)] .*?)? '*)' -> skip ;
PRE_C_COMMENT : '/*' .*? '*/' -> skip ;
PRE_LINE_COMMENT : '//' ~[\r\n]* -> skip ;
// A comment still open at the end of the file is one token, which the parser rejects with
// "unterminated comment" (litmus/Parser.cpp) instead of misreading its contents.
// Its body cannot contain the closing delimiter, so it never outgrows a closed comment.
PRE_UNTERMINATED : UNTERMINATED_BODY -> type(UNTERMINATED_COMMENT) ;
PRE_OTHER     : . ;

// ---------------------------------------------------------------- code: init, threads, condition
mode CODE;

// A herd comment "(* ... *)" must start with "(*" followed by white space or '*', so that C
// code such as "if (*x == 1)" is not taken for a comment.
ML_COMMENT    : '(*' ([ \t\r\n*)] .*?)? '*)' -> channel(HIDDEN) ;
C_COMMENT     : '/*' .*? '*/' -> channel(HIDDEN) ;
LINE_COMMENT  : '//' ~[\r\n]* -> channel(HIDDEN) ;
UNTERMINATED_COMMENT : UNTERMINATED_BODY ;
fragment UNTERMINATED_BODY
    : ( '(*' ( [ \t\r\n] ( ~[*] | '*'+ ~[*)] )* '*'* )? | '/*' ( ~[*] | '*'+ ~[*/] )* '*'* ) EOF ;
WS            : [ \t\r\n]+ -> skip ;

EXISTS        : 'exists' ;
FORALL        : 'forall' ;
NOT           : 'not' ;
LOCATIONS     : 'locations' ;
SCOPE_TREE    : 'scopeTree' | 'ScopeTree' ;
IF            : 'if' ;
ELSE          : 'else' ;
WHILE         : 'while' ;
FOR           : 'for' ;
DO            : 'do' ;
TRUE          : 'true' ;
FALSE         : 'false' ;

CONJ          : '/\\' ;
DISJ          : '\\/' ;
IMPLIES       : '=>' ;

LBRACE        : '{' ;
RBRACE        : '}' ;
LPAREN        : '(' ;
RPAREN        : ')' ;
LBRACK        : '[' ;
RBRACK        : ']' ;
SEMI          : ';' ;
COMMA         : ',' ;
// CUDA's qualified names and member calls (cuda::atomic_ref<int, S>(*x).load(...)); an OpenCL
// test that writes them gets a located error from the AST builder.
SCOPE_SEP     : '::' ;
COLON         : ':' ;
DOT           : '.' ;
AT            : '@' ;

OROR          : '||' ;
ANDAND        : '&&' ;
EQEQ          : '==' ;
NEQ           : '!=' ;
LE            : '<=' ;
GE            : '>=' ;
LT            : '<' ;
GT            : '>' ;
SHL_ASSIGN    : '<<=' ;
SHR_ASSIGN    : '>>=' ;
SHL           : '<<' ;
SHR           : '>>' ;
// Compound assignment, increment and decrement (C11 6.5.16.2, 6.5.2.4, 6.5.3.1).
PLUS_ASSIGN   : '+=' ;
MINUS_ASSIGN  : '-=' ;
STAR_ASSIGN   : '*=' ;
SLASH_ASSIGN  : '/=' ;
PERCENT_ASSIGN: '%=' ;
AMP_ASSIGN    : '&=' ;
PIPE_ASSIGN   : '|=' ;
CARET_ASSIGN  : '^=' ;
INC           : '++' ;
DEC           : '--' ;
ASSIGN        : '=' ;
PLUS          : '+' ;
MINUS         : '-' ;
STAR          : '*' ;
SLASH         : '/' ;
PERCENT       : '%' ;
AMP           : '&' ;
PIPE          : '|' ;
CARET         : '^' ;
TILDE         : '~' ;
BANG          : '!' ;

INT           : [0-9]+ | '0x' [0-9a-fA-F]+ ;
IDENT         : [A-Za-z_] [A-Za-z0-9_]* ;

// Anything else becomes a token the parser rejects with a located message.
OTHER         : . ;
