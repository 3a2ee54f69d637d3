# Tests of the per-suit tables. Included from tests/CMakeLists.txt.
mj16_test(shanten_test LIBS mj16_tables)
mj16_test(effective_test LIBS mj16_tables)
# Every table entry against the reference search: about 15 s on 2 cores (Release).
mj16_test(suit_table_exhaustive_test LIBS mj16_tables LABELS slow)
