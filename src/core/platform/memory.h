#pragma once

// Memory taken from the system by whole pages, one implementation each in memory_posix.cpp and
// memory_windows.cpp.

#include <cstddef>

namespace pathfinder::platform {

/// `bytes` of memory that read as zero until written, from pages the system zeroes on first touch
/// (a page never written takes no memory); nullptr when there is not enough. Outside Windows a block of
/// 2 MiB or more starts on a 2 MiB boundary, so that huge pages can back all of it.
void* reserveZeroedPages(std::size_t bytes);
/// Gives back what reserveZeroedPages handed out.
void releasePages(void* pages, std::size_t bytes);
/// Asks the system to back the whole 2 MiB stretches of [start, start + bytes) with huge pages, so
/// that filling a large buffer takes one page fault per 2 MiB rather than one per 4 KiB (a fault
/// costs several microseconds in a virtual machine). Only advice: where the system has none to take
/// (Windows, huge pages turned off), nothing changes.
void adviseHugePages(const void* start, std::size_t bytes);
/// Has the allocator keep the blocks of up to 32 MiB that the program frees, to hand them out again,
/// where it would give each block of a few MiB or more back to the system at once and take fresh
/// pages for the next: a copy of a 4096 x 4096 map then writes pages already resident instead of
/// taking a page fault every 4 KiB (about 90 ms against 2 on a virtual machine). Up to 128 MiB freed
/// at the top of the heap stays with the process. Where the allocator has no such setting (outside
/// the GNU C library), nothing changes. Called once, before the program allocates much.
void keepFreedBlocks();
/// The bytes of the process's memory resident now (Linux: /proc/self/statm; Windows: the working
/// set); 0 where the system does not say.
std::size_t residentBytes();

} // namespace pathfinder::platform
