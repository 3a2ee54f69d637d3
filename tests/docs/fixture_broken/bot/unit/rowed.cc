// Named in the row of unit/ in docs/page.md.
