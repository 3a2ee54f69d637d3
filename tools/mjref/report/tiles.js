// The tiles of mjref's report viewer (report.js) and live table (play/page.js): a tile is
// <span class="tile SUIT ..." title="5m" data-t="5m"> holding a .face and a .code.
'use strict';

// The face, the label under it and a class for the look: by default the Unicode Mahjong Tiles
// glyph over the tile's code ("5m", "7z"); the report sets its own.
let tileFace = (code) => {
  const base = { m: 0x1f007, s: 0x1f010, p: 0x1f019, z: 0x1f000 }[code[1]];
  return [base === undefined ? '?' : String.fromCodePoint(base + Number(code[0]) - 1), code, ''];
};

function tile(code, cls) {
  const [face, label, look] = tileFace(code);
  const span = (className, textContent) =>
    Object.assign(document.createElement('span'), { className, textContent });
  const t = span(['tile', code[1], look, cls].filter(Boolean).join(' '));
  Object.assign(t, { title: code }).dataset.t = code;
  t.append(span('face', face), span('code', label));
  return t;
}

// A hand's tiles in the order people keep them, the drawn tile (one copy of it) apart at the right.
function handTiles(hand, drawn, cls) {
  const i = drawn ? hand.indexOf(drawn) : -1;
  const out = hand.filter((c, k) => k !== i).map((c) => tile(c, cls));
  if (i >= 0) out.push(tile(drawn, [cls, 'drawn'].filter(Boolean).join(' ')));
  return out;
}

function meldSpan(tiles, cls) {
  const span = Object.assign(document.createElement('span'), { className: 'meld' });
  span.append(...tiles.map((c) => tile(c, cls)));
  return span;
}

// Discards ({tile, claimed}) in order, a claimed one marked 'claimed'.
function riverTiles(discards, cls) {
  return discards.map((d) => tile(d.tile, [cls, d.claimed && 'claimed'].filter(Boolean).join(' ')));
}
