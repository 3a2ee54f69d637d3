// The translation unit that compiles the libraries' precompiled header
// (tools/cmake/precompiled_headers.cmake); it has no code of its own.
