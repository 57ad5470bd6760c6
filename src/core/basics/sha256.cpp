#include "pathfinder/basics/sha256.h"

#include "platform/files.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <vector>

namespace pathfinder {

namespace {

// The round constants K of FIPS 180-4, section 4.2.2.
constexpr std::array<std::uint32_t, 64> kRound{
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

constexpr std::uint32_t rotateRight(std::uint32_t x, unsigned n) {
    return (x >> n) | (x << (32 - n));
}

/// The big-endian 32-bit word at `bytes`.
std::uint32_t readWord(const std::uint8_t* bytes) {
    return static_cast<std::uint32_t>(bytes[0]) << 24 | static_cast<std::uint32_t>(bytes[1]) << 16 |
           static_cast<std::uint32_t>(bytes[2]) << 8 | static_cast<std::uint32_t>(bytes[3]);
}

struct FileCloser {
    void operator()(std::FILE* file) const { std::fclose(file); }
};

[[noreturn]] void cannotRead(const std::string& path, int error) {
    throw std::runtime_error("cannot read '" + path + "': " + std::strerror(error));
}

} // namespace

void Sha256::compress(const std::uint8_t* block) {
    // The message schedule and the 64 rounds of FIPS 180-4, section 6.2.2.
    std::array<std::uint32_t, 64> w{};
    for (std::size_t t = 0; t < 16; ++t)
        w[t] = readWord(block + 4 * t);
    for (std::size_t t = 16; t < 64; ++t) {
        const std::uint32_t s0 = rotateRight(w[t - 15], 7) ^ rotateRight(w[t - 15], 18) ^ (w[t - 15] >> 3);
        const std::uint32_t s1 = rotateRight(w[t - 2], 17) ^ rotateRight(w[t - 2], 19) ^ (w[t - 2] >> 10);
        w[t] = w[t - 16] + s0 + w[t - 7] + s1;
    }
    std::uint32_t a = m_state[0], b = m_state[1], c = m_state[2], d = m_state[3];
    std::uint32_t e = m_state[4], f = m_state[5], g = m_state[6], h = m_state[7];
    for (std::size_t t = 0; t < 64; ++t) {
        const std::uint32_t sum1 = rotateRight(e, 6) ^ rotateRight(e, 11) ^ rotateRight(e, 25);
        const std::uint32_t choose = (e & f) ^ (~e & g);
        const std::uint32_t t1 = h + sum1 + choose + kRound[t] + w[t];
        const std::uint32_t sum0 = rotateRight(a, 2) ^ rotateRight(a, 13) ^ rotateRight(a, 22);
        const std::uint32_t majority = (a & b) ^ (a & c) ^ (b & c);
        const std::uint32_t t2 = sum0 + majority;
        h = g;
        g = f;
        f = e;
        e = d + t1;
        d = c;
        c = b;
        b = a;
        a = t1 + t2;
    }
    m_state[0] += a;
    m_state[1] += b;
    m_state[2] += c;
    m_state[3] += d;
    m_state[4] += e;
    m_state[5] += f;
    m_state[6] += g;
    m_state[7] += h;
}

void Sha256::update(const void* data, std::size_t size) {
    if (m_finished)
        throw std::logic_error("Sha256::update after finish");
    const auto* bytes = static_cast<const std::uint8_t*>(data);
    m_length += size;
    while (size > 0) {
        // Whole blocks go straight from the caller's bytes; only a partial one is copied.
        if (m_blockSize == 0 && size >= m_block.size()) {
            compress(bytes);
            bytes += m_block.size();
            size -= m_block.size();
            continue;
        }
        const std::size_t take = std::min(size, m_block.size() - m_blockSize);
        std::memcpy(m_block.data() + m_blockSize, bytes, take);
        m_blockSize += take;
        bytes += take;
        size -= take;
        if (m_blockSize == m_block.size()) {
            compress(m_block.data());
            m_blockSize = 0;
        }
    }
}

Sha256::Digest Sha256::finish() {
    if (m_finished)
        throw std::logic_error("Sha256::finish called twice");
    // Padding (FIPS 180-4, section 5.1.1): a 1 bit, zeros up to 56 bytes into a block, then the
    // message length in bits as a big-endian 64-bit number. A block without room for the length
    // is filled with zeros and a further block holds it.
    const std::uint64_t bits = m_length * 8;
    m_block[m_blockSize++] = 0x80;
    if (m_blockSize > 56) {
        std::fill(m_block.begin() + static_cast<std::ptrdiff_t>(m_blockSize), m_block.end(), std::uint8_t{0});
        compress(m_block.data());
        m_blockSize = 0;
    }
    std::fill(m_block.begin() + static_cast<std::ptrdiff_t>(m_blockSize), m_block.begin() + 56,
              std::uint8_t{0});
    for (std::size_t i = 0; i < 8; ++i)
        m_block[56 + i] = static_cast<std::uint8_t>(bits >> (56 - 8 * i));
    compress(m_block.data());
    m_finished = true;

    Digest digest{};
    for (std::size_t i = 0; i < m_state.size(); ++i)
        for (std::size_t j = 0; j < 4; ++j)
            digest[4 * i + j] = static_cast<std::uint8_t>(m_state[i] >> (24 - 8 * j));
    return digest;
}

std::string toHex(const Sha256::Digest& digest) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string hex;
    hex.reserve(2 * digest.size());
    for (std::uint8_t byte : digest) {
        hex += kDigits[byte >> 4];
        hex += kDigits[byte & 0x0f];
    }
    return hex;
}

std::string sha256Hex(std::string_view bytes) {
    Sha256 hash;
    hash.update(bytes.data(), bytes.size());
    return toHex(hash.finish());
}

std::string sha256OfFile(const std::string& path) {
    errno = 0;
    const std::unique_ptr<std::FILE, FileCloser> file(platform::openForReadingBytes(path));
    if (!file)
        cannotRead(path, errno);
    Sha256 hash;
    std::vector<std::uint8_t> chunk(1 << 16);
    for (;;) {
        const std::size_t got = std::fread(chunk.data(), 1, chunk.size(), file.get());
        hash.update(chunk.data(), got);
        if (got < chunk.size())
            break;
    }
    // A folder opens on POSIX systems and fails only when read (EISDIR).
    if (std::ferror(file.get()))
        cannotRead(path, errno);
    return toHex(hash.finish());
}

} // namespace pathfinder
