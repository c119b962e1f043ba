# Turns a text file into a C source defining one NUL-terminated string, so the
# device header travels inside the library. Invoked at build time as
#   cmake -DINPUT=<file> -DOUTPUT=<file.c> -DSYMBOL=<name> -P embed.cmake
# Bytes are written as hex escapes split over short lines: no quoting issues and
# no limit on string-literal length in any compiler we care about.
file(READ "${INPUT}" hex HEX)
string(LENGTH "${hex}" len)
set(body "")
set(pos 0)
while(pos LESS len)
  string(SUBSTRING "${hex}" ${pos} 64 chunk)
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "\\\\x\\1" chunk "${chunk}")
  string(APPEND body "  \"${chunk}\"\n")
  math(EXPR pos "${pos} + 64")
endwhile()
math(EXPR bytes "${len} / 2")
file(WRITE "${OUTPUT}.tmp"
  "/* Generated from ${INPUT} by embed.cmake: do not edit. */\n"
  "#include <stddef.h>\n"
  "extern const char ${SYMBOL}[];\n"
  "extern const size_t ${SYMBOL}_len;\n"
  "const char ${SYMBOL}[] =\n${body}  \"\";\n"
  "const size_t ${SYMBOL}_len = ${bytes};\n")
file(RENAME "${OUTPUT}.tmp" "${OUTPUT}")
