// SHA-256 against the published FIPS 180-4 / NIST examples and against `sha256sum`, whole, in
// pieces and from files.

#include "pathfinder/basics/sha256.h"

#include "support/temp_dir.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

using namespace pathfinder;

namespace {

/// The digest of `message` fed one byte at a time.
std::string byteByByte(const std::string& message) {
    Sha256 hash;
    for (char c : message)
        hash.update(&c, 1);
    return toHex(hash.finish());
}

} // namespace

TEST_CASE("SHA-256 gives the published digests of the NIST examples", "[io][sha256]") {
    CHECK(sha256Hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    CHECK(sha256Hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    // 56 bytes: the padding's 1 bit fits in the block but the length does not, so a second block
    // holds it.
    CHECK(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
          "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
}

TEST_CASE("SHA-256 of a million 'a' fed in uneven pieces gives the published digest", "[io][sha256]") {
    // Piece sizes that start, end and straddle 64-byte blocks in every way, repeated until a million.
    const std::vector<std::size_t> sizes{1, 63, 64, 65, 999, 0, 127, 128, 129, 4096, 7};
    const std::string as(4096, 'a');
    Sha256 hash;
    std::size_t fed = 0;
    for (std::size_t i = 0; fed < 1000000; ++i) {
        const std::size_t size = std::min(sizes[i % sizes.size()], 1000000 - fed);
        hash.update(as.data(), size);
        fed += size;
    }
    CHECK(toHex(hash.finish()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
    // The same million at once.
    CHECK(sha256Hex(std::string(1000000, 'a')) ==
          "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST_CASE("SHA-256 of messages round the padding boundary is the same whole and byte by byte",
          "[io][sha256]") {
    // 55 bytes leave room in the block for the 1 bit and the length; 56 to 63 push the length into
    // a second block; 64 fill a block, so the padding takes a block of its own. The digests of n
    // 'a's are those of `printf 'a%.0s' $(seq n) | sha256sum`.
    struct Case {
        std::size_t length;
        const char* digest;
    };
    const Case cases[] = {
        {55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"},
        {56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"},
        {63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"},
        {64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"},
    };
    for (const Case& c : cases) {
        const std::string message(c.length, 'a');
        INFO("length " << c.length);
        CHECK(sha256Hex(message) == c.digest);
        CHECK(byteByByte(message) == c.digest);
    }
}

TEST_CASE("SHA-256 may be finished once only", "[io][sha256]") {
    Sha256 hash;
    hash.update("abc", 3);
    CHECK(toHex(hash.finish()) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    CHECK_THROWS_AS(hash.finish(), std::logic_error);
    CHECK_THROWS_AS(hash.update("d", 1), std::logic_error);
}

TEST_CASE("toHex writes two lowercase digits per byte, most significant first", "[io][sha256]") {
    Sha256::Digest digest{};
    digest[0] = 0x01;
    digest[1] = 0xab;
    digest[31] = 0xf0;
    CHECK(toHex(digest) == "01ab" + std::string(58, '0') + "f0");
}

TEST_CASE("sha256OfFile hashes a file's bytes as sha256Hex hashes them in memory", "[io][sha256]") {
    const TempDir dir;
    // Bytes a text mode would change (CR LF, NUL, 0xff), and more than one read chunk (64 KiB).
    std::string bytes;
    for (std::size_t i = 0; i < 200000; ++i)
        bytes += static_cast<char>((i * 7 + i / 256) % 256);
    bytes.append("\r\n\0\xff", 4);
    const std::string path = dir.write("map.bin", bytes);
    CHECK(sha256OfFile(path) == sha256Hex(bytes));
    // An empty file has the empty message's digest.
    CHECK(sha256OfFile(dir.write("empty.map", "")) ==
          "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
}

TEST_CASE("sha256OfFile names the path it cannot read", "[io][sha256]") {
    const TempDir dir;
    const std::string missing = dir.file("no-such.map");
    CHECK_THROWS_WITH(sha256OfFile(missing), Catch::Contains(missing) && Catch::Contains("cannot read"));
    CHECK_THROWS_AS(sha256OfFile(missing), std::runtime_error);
    // A folder opens but cannot be read as a file.
    const std::string folder = dir.path().string();
    CHECK_THROWS_WITH(sha256OfFile(folder), Catch::Contains(folder));
}
