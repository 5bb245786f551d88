#ifndef CHEAP_H
#define CHEAP_H
#include <stddef.h>

/// Bytes glibc's allocator has handed out and not taken back, over every arena:
/// mallinfo2().uordblks + mallinfo2().hblkhd. Returns 0 where mallinfo2 is unavailable.
size_t cheap_heap_bytes_in_use(void);

#endif
