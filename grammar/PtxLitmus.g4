// Grammar of PTX litmus tests in the public format of the herd and Dat3M PTX suites, and of
// AMDGPU litmus tests (header "AMDGPU PROCESSOR NAME"; instructions may end with modifiers,
// "glc", "vmcnt(0)", "scope:SCOPE_DEV": docs/amdgpu.md): a header
// "PTX NAME", optional doc strings, the initial state, one column per thread
// ("P0@cta 0,gpu 0 | P1@cta 1,gpu 0 ;"), rows of instructions separated by '|' and ended by
// ';', and a final condition. Opcodes are single NAME tokens ("ld.acquire.gpu"); what they
// mean is decided by litmus/PtxBuilder.cpp, which also gives the located errors.
grammar PtxLitmus;

test        : HEADER DOC_STRING* init threads row* observed? condition? EOF ;

// ---------------------------------------------------------------- initial state
init        : LBRACE (initItem? SEMI)* initItem? RBRACE ;
initItem    : NAME? initTarget EQ value
            | NAME AT NAME NAME NAME    // "t @ texture aliases x": a proxy alias (rejected)
            ;
initTarget  : (NAME | INT) COLON NAME   # registerTarget
            | NAME                      # locationTarget
            ;
value       : MINUS? INT | NAME ;

// ---------------------------------------------------------------- threads and code
threads     : threadDecl (PIPE threadDecl)* SEMI ;
threadDecl  : NAME (AT placement (COMMA placement)*)? ;
placement   : NAME INT ;

row         : cell (PIPE cell)* SEMI ;
cell        : (NAME COLON)? instruction? ;
instruction : (AT BANG? NAME)? NAME (operand (COMMA operand)*)? modifier* ;
// AMDGPU modifiers after the operands: "glc", "vmcnt(0)", "scope:SCOPE_DEV", "offset:16"; '&' may join them.
modifier    : AMP? NAME (LPAREN INT RPAREN | COLON (NAME | INT))? ;
operand     : MINUS? INT
            | NAME
            | LBRACK NAME ((PLUS | MINUS) INT)? RBRACK
            ;

// ---------------------------------------------------------------- final condition
observed    : LOCATIONS LBRACK (stateRef? SEMI)* stateRef? RBRACK ;
condition   : quantifier disj ;
quantifier  : EXISTS | TILDE EXISTS | NOT EXISTS | FORALL ;
disj        : conj (DISJ conj)* ;
conj        : unary (CONJ unary)* ;
unary       : (TILDE | NOT) unary       # negation
            | LPAREN disj RPAREN        # parens
            | TRUE                      # constTrue
            | FALSE                     # constFalse
            | term (EQEQ | EQ | NEQ) term  # comparison
            ;
term        : stateRef | MINUS? INT ;
stateRef    : (NAME | INT) COLON NAME   # registerRef
            | NAME                      # locationRef
            | LBRACK NAME RBRACK        # bracketRef
            ;

// ---------------------------------------------------------------- tokens
// The header line and everything up to the initial state's '{': the name, then doc strings over
// any lines (Dat3M's tests put quotes and comments in them; its grammar also skips to the '{').
HEADER      : ('PTX' | 'AMDGPU') [ \t]+ ~[{]* ;
// Doc strings may run over several lines (Dat3M's tests write them so).
DOC_STRING  : '"' ~["]* '"' ;
ML_COMMENT  : '(*' .*? '*)' -> skip ;
C_COMMENT   : '/*' .*? '*/' -> skip ;
LINE_COMMENT: '//' ~[\r\n]* -> skip ;
// A comment that the file ends inside (no '*)' or '*/' after it): a located error, not its first
// character taken for an unexpected one.
UNTERMINATED_COMMENT
            : ( '(*' ( ~[*] | '*'+ ~[*)] )* '*'* | '/*' ( ~[*] | '*'+ ~[*/] )* '*'* ) EOF ;
WS          : [ \t\r\n]+ -> skip ;

EXISTS      : 'exists' ;
FORALL      : 'forall' ;
NOT         : 'not' ;
TRUE        : 'true' ;
FALSE       : 'false' ;
LOCATIONS   : 'locations' ;

CONJ        : '/\\' ;
DISJ        : '\\/' ;
EQEQ        : '==' ;
NEQ         : '!=' ;
EQ          : '=' ;
LBRACE      : '{' ;
RBRACE      : '}' ;
LPAREN      : '(' ;
RPAREN      : ')' ;
LBRACK      : '[' ;
RBRACK      : ']' ;
SEMI        : ';' ;
COLON       : ':' ;
COMMA       : ',' ;
PIPE        : '|' ;
AT          : '@' ;
BANG        : '!' ;
TILDE       : '~' ;
PLUS        : '+' ;
AMP         : '&' ;
MINUS       : '-' ;

INT         : [0-9]+ | '0' [xX] [0-9a-fA-F]+ ;
// Opcodes with their qualifiers ("atom.acq_rel.gpu.cas.b32", "ld.shared::cta"), registers
// ("r0", "%r1"), locations and labels.
NAME        : [A-Za-z_%$] ([A-Za-z0-9_.%$] | '::')* ;

OTHER       : . ;
