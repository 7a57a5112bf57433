// Writing a report through a temporary file and a rename (support/AtomicFile.h).
#include "support/AtomicFile.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <filesystem>

namespace clmm {

namespace {

// The temporary files being written, for the signal handler: a slot is claimed by setting its
// flag after its name is stored, and released by clearing it before the name is reused.
constexpr int kTempSlots = 8;
constexpr size_t kNameBytes = 4096;
char gNames[kTempSlots][kNameBytes];
std::atomic<int> gState[kTempSlots];  // 0 free, 1 claimed (name being stored), 2 holds a temporary file

int claim(const std::string& name) {
  if (name.size() >= kNameBytes) return -1;
  for (int i = 0; i < kTempSlots; ++i) {
    int expected = 0;
    if (gState[i].compare_exchange_strong(expected, 1)) {
      std::memcpy(gNames[i], name.c_str(), name.size() + 1);
      gState[i].store(2);
      return i;
    }
  }
  return -1;
}

void release(int slot) {
  if (slot >= 0) gState[slot].store(0);
}

std::string failure(const std::string& what, const std::string& path, int e) {
  return "cannot " + what + " '" + path + "': " + std::strerror(e);
}

// Writes `size` bytes to `fd`; 0, or the error number.
int writeAll(int fd, const char* data, size_t size) {
  for (size_t done = 0; done < size;) {
    ssize_t n = write(fd, data + done, size - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return n < 0 ? errno : ENOSPC;
    done += static_cast<size_t>(n);
  }
  return 0;
}

// Writes a file's text to a descriptor; 0, or the error number.
using Producer = std::function<int(int fd)>;

// Writes the text into what `path` names now (a device, a pipe: /dev/stdout, /dev/full).
std::string writeInPlace(const std::string& path, const Producer& produce) {
  int fd = open(path.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
  if (fd < 0) return failure("write", path, errno);
  if (int e = produce(fd)) {
    close(fd);
    return failure("write", path, e);
  }
  return close(fd) == 0 ? "" : failure("write", path, errno);
}

std::string writeProduced(const std::string& path, const Producer& produce) {
  namespace fs = std::filesystem;
  // Only a regular file is replaced; a device or a pipe is written as it is, and a link to a
  // regular file is kept, its target replaced.
  std::error_code ec;
  fs::file_status st = fs::status(path, ec);
  if (fs::exists(st) && !fs::is_regular_file(st)) return writeInPlace(path, produce);
  fs::path target(path);
  if (fs::is_symlink(fs::symlink_status(path, ec))) {
    fs::path resolved = fs::canonical(path, ec);
    if (!ec) target = resolved;
  }
  fs::path dir = target.parent_path().empty() ? fs::path(".") : target.parent_path();
  std::string temp = (dir / ("." + target.filename().string() + ".tmp-XXXXXX")).string();
  int fd = mkostemp(temp.data(), O_CLOEXEC);
  if (fd < 0) return failure("write", path, errno);
  int slot = claim(temp);
  if (int e = produce(fd)) {
    close(fd);
    unlink(temp.c_str());
    release(slot);
    return failure("write", path, e);
  }
  fchmod(fd, 0644);  // mkostemp made it private; a report is read by others (a CI's upload step)
  if (close(fd) != 0) {
    int e = errno;
    unlink(temp.c_str());
    release(slot);
    return failure("write", path, e);
  }
  if (rename(temp.c_str(), target.c_str()) != 0) {
    int e = errno;
    unlink(temp.c_str());
    release(slot);
    return failure("write", path, e);
  }
  release(slot);
  return "";
}

}  // namespace

std::string writeFileAtomically(const std::string& path, const std::string& text) {
  return writeProduced(path, [&text](int fd) { return writeAll(fd, text.data(), text.size()); });
}

std::string writeFileAtomically(const std::string& path, const std::function<bool(std::string& piece)>& next) {
  return writeProduced(path, [&next](int fd) {
    std::string piece;
    for (bool more = true; more;) {
      piece.clear();
      more = next(piece);
      if (int e = writeAll(fd, piece.data(), piece.size())) return e;
    }
    return 0;
  });
}

std::string removeStaleReport(const std::string& path) {
  struct stat st {};
  if (lstat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return "";  // links, devices and pipes stay
  if (unlink(path.c_str()) != 0) return failure("remove the previous report", path, errno);
  return "";
}

bool sameFile(const std::string& a, const std::string& b) {
  if (a.empty() || b.empty()) return false;
  struct stat sa {
  }, sb{};
  if (::stat(a.c_str(), &sa) == 0 && ::stat(b.c_str(), &sb) == 0)
    return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
  std::error_code ea, eb;
  auto ca = std::filesystem::weakly_canonical(std::filesystem::absolute(a, ea), ea);
  auto cb = std::filesystem::weakly_canonical(std::filesystem::absolute(b, eb), eb);
  return !ea && !eb && ca == cb;
}

namespace {

constexpr int kScratchSlots = 4;
char gScratch[kScratchSlots][kNameBytes];
std::atomic<int> gScratchState[kScratchSlots];  // as gState

// Removes what the directory `fd` holds and closes it, with only async-signal-safe calls (no
// opendir: getdents64 into a buffer of each level's own).
void emptyDirectory(int fd, int depth) noexcept {
  static char buffers[5][4096];
  char* buf = buffers[depth];
  for (bool removed = true; removed;) {  // entries move as others are removed: read again until none is
    removed = false;
    lseek(fd, 0, SEEK_SET);
    for (long n; (n = syscall(SYS_getdents64, fd, buf, sizeof buffers[0])) > 0;) {
      for (long at = 0; at < n;) {
        // A record of getdents64: inode (8 bytes), offset (8), its length (2), type (1), the name.
        unsigned short length;
        std::memcpy(&length, buf + at + 16, sizeof length);
        const char* name = buf + at + 19;
        at += length;
        if (length == 0) break;
        if (name[0] == '.' && (name[1] == 0 || (name[1] == '.' && name[2] == 0))) continue;
        if (unlinkat(fd, name, 0) == 0) {
          removed = true;
          continue;
        }
        if (depth >= 4) continue;
        int sub = openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (sub < 0) continue;
        emptyDirectory(sub, depth + 1);
        if (unlinkat(fd, name, AT_REMOVEDIR) == 0) removed = true;
      }
    }
  }
  close(fd);
}

}  // namespace

int registerScratchDirectory(const std::string& path) {
  if (path.size() >= kNameBytes) return -1;
  for (int i = 0; i < kScratchSlots; ++i) {
    int expected = 0;
    if (gScratchState[i].compare_exchange_strong(expected, 1)) {
      std::memcpy(gScratch[i], path.c_str(), path.size() + 1);
      gScratchState[i].store(2);
      return i;
    }
  }
  return -1;
}

void releaseScratchDirectory(int slot) {
  if (slot >= 0) gScratchState[slot].store(0);
}

void removeTemporaryReports() noexcept {
  for (int i = 0; i < kTempSlots; ++i)
    if (gState[i].load() == 2) unlink(gNames[i]);
  for (int i = 0; i < kScratchSlots; ++i) {
    if (gScratchState[i].load() != 2) continue;
    int fd = open(gScratch[i], O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) continue;
    emptyDirectory(fd, 0);
    rmdir(gScratch[i]);
  }
}

}  // namespace clmm
