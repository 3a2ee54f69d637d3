#include "tools/python/env/fiber.h"

#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <utility>

#if defined(__SANITIZE_ADDRESS__)
#define MJ16_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MJ16_ASAN 1
#endif
#endif

#ifdef MJ16_ASAN
#include <sanitizer/common_interface_defs.h>
#endif

namespace mj16::env {
namespace {

// AddressSanitizer must be told of every switch of stacks, or it reports the other stack's
// frames as overflows.
void StartSwitch(void** fake_stack_save, const void* bottom, std::size_t size) {
#ifdef MJ16_ASAN
  __sanitizer_start_switch_fiber(fake_stack_save, bottom, size);
#else
  (void)fake_stack_save, (void)bottom, (void)size;
#endif
}

void FinishSwitch(void* fake_stack_save, const void** bottom_old, std::size_t* size_old) {
#ifdef MJ16_ASAN
  __sanitizer_finish_switch_fiber(fake_stack_save, bottom_old, size_old);
#else
  (void)fake_stack_save, (void)bottom_old, (void)size_old;
#endif
}

}  // namespace

Fiber::Mapping::~Mapping() {
  if (base != nullptr) munmap(base, bytes);
}

Fiber::Fiber(std::function<void()> body, std::size_t stack_bytes)
    : body_(std::move(body)), stack_bytes_(stack_bytes) {
  const auto page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  stack_bytes_ = (stack_bytes + page - 1) / page * page;
  void* base = mmap(nullptr, stack_bytes_ + page, PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
  if (base == MAP_FAILED) std::abort();  // no address space left: nothing sensible to do
  mapping_.base = base;
  mapping_.bytes = stack_bytes_ + page;
  mprotect(base, page, PROT_NONE);  // the guard page, below the stack
  stack_ = static_cast<char*>(base) + page;
}

Fiber::~Fiber() {
  // An unfinished fiber cannot be unwound; its stack is freed with whatever it holds.
  if (started_ && !finished_) std::abort();
}

void Fiber::Entry(unsigned int high, unsigned int low) {
  auto* self = reinterpret_cast<Fiber*>((static_cast<std::uintptr_t>(high) << 32) | low);
  FinishSwitch(nullptr, &self->caller_stack_bottom_, &self->caller_stack_size_);
  self->body_();
  self->finished_ = true;
  // Leaving for good: the fiber's fake stack goes (nullptr), and uc_link returns to the caller.
  StartSwitch(nullptr, self->caller_stack_bottom_, self->caller_stack_size_);
}

void Fiber::Resume() {
  if (finished_) return;
  if (!started_) {
    started_ = true;
    getcontext(&self_);
    self_.uc_stack.ss_sp = stack_;
    self_.uc_stack.ss_size = stack_bytes_;
    self_.uc_link = &caller_;
    const auto address = reinterpret_cast<std::uintptr_t>(this);
    makecontext(&self_, reinterpret_cast<void (*)()>(&Fiber::Entry), 2,
                static_cast<unsigned int>(address >> 32), static_cast<unsigned int>(address));
  }
  StartSwitch(&caller_fake_stack_, stack_, stack_bytes_);
  swapcontext(&caller_, &self_);
  FinishSwitch(caller_fake_stack_, nullptr, nullptr);
}

void Fiber::Yield() {
  void* fake_stack = nullptr;
  StartSwitch(&fake_stack, caller_stack_bottom_, caller_stack_size_);
  swapcontext(&self_, &caller_);
  FinishSwitch(fake_stack, &caller_stack_bottom_, &caller_stack_size_);
}

}  // namespace mj16::env
