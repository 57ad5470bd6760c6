#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace pathfinder {

/// SHA-256 (FIPS 180-4) of a byte stream fed in pieces of any size. The digest is the one
/// `sha256sum` prints for the same bytes.
class Sha256 {
public:
    using Digest = std::array<std::uint8_t, 32>;

    /// Appends `size` bytes from `data` to the message (`data` may be null when `size` is 0).
    /// Throws std::logic_error after finish().
    void update(const void* data, std::size_t size);
    /// Pads the message and returns its digest. May be called once: a second call, like an
    /// update after it, throws std::logic_error.
    Digest finish();

private:
    void compress(const std::uint8_t* block);

    // The initial hash value H(0) of FIPS 180-4, section 5.3.3.
    std::array<std::uint32_t, 8> m_state{0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                         0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    std::array<std::uint8_t, 64> m_block{}; ///< the bytes of the block not yet compressed
    std::size_t m_blockSize = 0;            ///< how many of m_block's bytes hold message bytes
    std::uint64_t m_length = 0;             ///< message length in bytes, modulo 2⁶⁴
    bool m_finished = false;
};

/// The digest as 64 lowercase hexadecimal digits, as `sha256sum` prints it.
std::string toHex(const Sha256::Digest& digest);

/// The SHA-256 of `bytes`, in lowercase hexadecimal.
std::string sha256Hex(std::string_view bytes);

/// The SHA-256 of the file at `path`, read as bytes in chunks (a file of any size takes constant
/// memory), in lowercase hexadecimal. Throws std::runtime_error "cannot read 'PATH': REASON" when
/// the file cannot be opened or read (missing, a folder, no permission, ...).
std::string sha256OfFile(const std::string& path);

} // namespace pathfinder
