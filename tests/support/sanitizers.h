#pragma once

// PATHFINDER_ADDRESS_SANITIZER is defined when AddressSanitizer is on: gcc says so with
// __SANITIZE_ADDRESS__, clang with __has_feature. Tests that measure the process's memory use it,
// since the sanitizer takes memory of its own beside every allocation.
#if defined(__SANITIZE_ADDRESS__)
#define PATHFINDER_ADDRESS_SANITIZER
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PATHFINDER_ADDRESS_SANITIZER
#endif
#endif
