// A function run on a stack of its own, switched to and from on one thread: the referee plays a
// game straight through (engine/referee.h) while a learning seat's question hands control back
// to the caller (Python's step), and the next step resumes the referee where it stopped. One
// thread, no locks, no change to the referee. Built on glibc's ucontext.
#ifndef MJ16_TOOLS_PYTHON_ENV_FIBER_H_
#define MJ16_TOOLS_PYTHON_ENV_FIBER_H_

#include <ucontext.h>

#include <cstddef>
#include <functional>

namespace mj16::env {

class Fiber {
 public:
  // `body` must return normally (never throw out of it): a fiber can only end by returning.
  // The stack is mapped lazily (only the pages used cost memory) above a guard page, so that an
  // overflow faults at once instead of writing over the heap.
  explicit Fiber(std::function<void()> body, std::size_t stack_bytes = std::size_t{8} << 20);
  Fiber(const Fiber&) = delete;
  Fiber& operator=(const Fiber&) = delete;
  // Only a finished or never-started fiber may be destroyed: objects on an unfinished fiber's
  // stack would never be destroyed (callers let the body run out first).
  ~Fiber();

  // From the caller: runs the body until it yields or returns.
  void Resume();
  // From inside the body: back to the caller of Resume.
  void Yield();

  bool started() const { return started_; }
  bool finished() const { return finished_; }

 private:
  static void Entry(unsigned int high, unsigned int low);

  // An anonymous mapping, unmapped on destruction.
  struct Mapping {
    void* base = nullptr;
    std::size_t bytes = 0;
    ~Mapping();
  };

  std::function<void()> body_;
  Mapping mapping_;
  char* stack_ = nullptr;  // above the guard page
  std::size_t stack_bytes_;
  ucontext_t caller_{};
  ucontext_t self_{};
  bool started_ = false;
  bool finished_ = false;
  // AddressSanitizer's bookkeeping of the stack being left (a fake stack of the caller).
  void* caller_fake_stack_ = nullptr;
  const void* caller_stack_bottom_ = nullptr;
  std::size_t caller_stack_size_ = 0;
};

}  // namespace mj16::env

#endif  // MJ16_TOOLS_PYTHON_ENV_FIBER_H_
