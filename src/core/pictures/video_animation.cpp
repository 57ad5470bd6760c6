#include "pathfinder/basics/atomic_file.h"
#include "pathfinder/basics/temporary_paths.h"
#include "pathfinder/pictures/animation.h"

#include "platform/child_process.h"
#include "platform/files.h"
#include "platform/process.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <random>
#include <stdexcept>
#include <thread>

namespace pathfinder {

namespace {

/// A new, empty folder in the system's temporary folder, registered for removal by a signal.
std::string makeScratchFolder() {
    std::error_code error;
    const std::filesystem::path base = std::filesystem::temp_directory_path(error);
    if (error)
        throw std::runtime_error("cannot encode the video: no temporary folder: " + error.message());
    std::mt19937_64 random(std::random_device{}() ^ platform::processId());
    for (int attempt = 0; attempt < 100; ++attempt) {
        char name[48];
        std::snprintf(name, sizeof name, "pathfinder-video-%016llx",
                      static_cast<unsigned long long>(random()));
        const std::filesystem::path folder = base / name;
        const std::string path = platform::utf8FromPath(folder);
        if (makeRegistered(path, [&] { return std::filesystem::create_directory(folder, error); }))
            return path;
        if (error)
            throw std::runtime_error("cannot encode the video: cannot make a folder in " +
                                     platform::utf8FromPath(base) + ": " + error.message());
    }
    throw std::runtime_error("cannot encode the video: no free name for a temporary folder");
}

/// The last lines the encoder wrote (at most about 600 characters), for an error message.
std::string lastWords(const std::string& logPath) {
    std::ifstream in(platform::pathFromUtf8(logPath), std::ios::binary);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' '))
        text.pop_back();
    if (text.size() > 600)
        text = "..." + text.substr(text.size() - 600);
    return text.empty() ? "it said nothing" : text;
}

std::string numberText(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.6g", value);
    return text;
}

} // namespace

std::string videoEncoderProgram() {
    const char* chosen = std::getenv("PATHFINDER_FFMPEG");
    return chosen && *chosen ? chosen : "ffmpeg";
}

struct VideoWriter::State {
    std::string folder;
    std::string video;
    std::string log;
    std::string program;
    std::unique_ptr<platform::ChildProcess> encoder;
    std::vector<unsigned char> bytes; ///< one frame, rgb24

    ~State() {
        encoder.reset();
        for (const std::string& file : {video, log})
            if (!file.empty()) {
                platform::removeFile(file);
                forgetTemporaryPath(file);
            }
        if (!folder.empty()) {
            std::error_code ignored;
            std::filesystem::remove(platform::pathFromUtf8(folder), ignored);
            forgetTemporaryPath(folder);
        }
    }

    [[noreturn]] void failed(const std::string& what) {
        // An encoder that stopped reading is ending: its status is waited for a moment.
        std::optional<int> status;
        if (encoder) {
            for (int i = 0; i < 200 && !(status = encoder->poll()); ++i)
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
            if (!status)
                encoder->stop();
        }
        throw std::runtime_error("cannot encode the video: " + program + " " + what +
                                 (status ? " (exit status " + std::to_string(*status) + ")" : std::string()) +
                                 ": " + lastWords(log));
    }
};

VideoWriter::VideoWriter(AnimationFormat format, int width, int height, double framesPerSecond)
    : m_width(width + width % 2), m_height(height + height % 2) {
    if (format == AnimationFormat::Gif)
        throw std::invalid_argument("VideoWriter writes WebM or MP4, not GIF");
    if (width <= 0 || height <= 0 || width > 8192 || height > 8192)
        throw std::invalid_argument("a video is 1 to 8192 pixels a side");
    auto state = std::make_unique<State>();
    state->program = videoEncoderProgram();
    state->folder = makeScratchFolder();
    const std::filesystem::path folder = platform::pathFromUtf8(state->folder);
    state->log = platform::utf8FromPath(folder / "encoder.log");
    registerTemporaryPath(state->log);
    const bool webm = format == AnimationFormat::WebM;
    state->video = platform::utf8FromPath(folder / (webm ? "video.webm" : "video.mp4"));
    registerTemporaryPath(state->video);

    std::vector<std::string> arguments = {state->program,
                                          "-hide_banner",
                                          "-nostdin",
                                          "-loglevel",
                                          "error",
                                          "-f",
                                          "rawvideo",
                                          "-pix_fmt",
                                          "rgb24",
                                          "-video_size",
                                          std::to_string(m_width) + "x" + std::to_string(m_height),
                                          "-framerate",
                                          numberText(framesPerSecond),
                                          "-i",
                                          "pipe:0",
                                          "-an",
                                          "-pix_fmt",
                                          "yuv420p"};
    const std::vector<std::string> codec =
        webm ? std::vector<std::string>{"-c:v", "libvpx-vp9", "-crf", "30",      "-b:v", "0",  "-deadline",
                                        "good", "-cpu-used",  "4",    "-row-mt", "1",    "-f", "webm"}
             : std::vector<std::string>{"-c:v", "libx264",   "-preset",    "medium", "-crf",
                                        "20",   "-movflags", "+faststart", "-f",     "mp4"};
    arguments.insert(arguments.end(), codec.begin(), codec.end());
    arguments.push_back(state->video);
    try {
        state->encoder = std::make_unique<platform::ChildProcess>(arguments, state->log);
    } catch (const std::runtime_error& e) {
        throw std::runtime_error(std::string("cannot encode the video: ") + e.what() +
                                 " (install FFmpeg, or name its program in PATHFINDER_FFMPEG)");
    }
    state->bytes.assign(static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_height) * 3, 0);
    m_state = state.release();
}

VideoWriter::~VideoWriter() {
    delete m_state;
}

void VideoWriter::add(const Raster& frame, std::size_t count) {
    if (!m_state->encoder)
        throw std::logic_error("VideoWriter::add after finish");
    if (frame.width() + frame.width() % 2 != m_width || frame.height() + frame.height() % 2 != m_height)
        throw std::invalid_argument("a frame of another size than the video's");
    // The padding, when there is any, is the colour of the picture's bottom right corner, which is
    // the background on every picture drawSearch() makes.
    const Rgb pad = frame.at(frame.width() - 1, frame.height() - 1);
    unsigned char* out = m_state->bytes.data();
    for (int y = 0; y < m_height; ++y)
        for (int x = 0; x < m_width; ++x) {
            const Rgb c = x < frame.width() && y < frame.height() ? frame.at(x, y) : pad;
            *out++ = c.r;
            *out++ = c.g;
            *out++ = c.b;
        }
    for (std::size_t i = 0; i < count; ++i) {
        if (!m_state->encoder->write(m_state->bytes.data(), m_state->bytes.size()))
            m_state->failed("stopped");
        ++m_frames;
    }
}

bool VideoWriter::finish(const std::string& path, const std::function<bool()>& waiting) {
    if (!m_state->encoder)
        throw std::logic_error("VideoWriter::finish twice");
    m_state->encoder->closeInput();
    if (!waiting)
        m_state->encoder->wait();
    // Asked at least once, however soon the encoder ends.
    while (waiting) {
        if (!waiting()) {
            m_state->encoder->stop();
            m_state->encoder.reset();
            return false;
        }
        if (m_state->encoder->poll())
            break;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    if (*m_state->encoder->poll() != 0)
        m_state->failed("failed");
    m_state->encoder.reset();
    std::ifstream video(platform::pathFromUtf8(m_state->video), std::ios::binary);
    if (!video || video.peek() == std::char_traits<char>::eof())
        m_state->failed("wrote no video");
    writeFileAtomically(path, [&](std::ostream& out) {
        out << video.rdbuf();
        if (video.bad())
            throw std::runtime_error("cannot read the encoded video back");
    });
    return true;
}

} // namespace pathfinder
