// Named by its path in docs/page.md.
