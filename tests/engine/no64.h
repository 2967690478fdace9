/* no64.h -- forbid the 64-bit <stdint.h> types (tests/engine/c89.sh).  */
#pragma GCC poison uint64_t int64_t uint_least64_t int_least64_t
#pragma GCC poison uint_fast64_t int_fast64_t
