// mjref play's page (tools/mjref/play/server.h): draws the state the server sends (GET /events,
// server-sent events) and POSTs the person's answers to /answer. Only the
// answers in the question's list are offered; the server checks them again. The same page shows
// a match watched (`mjref match --watch`: state.watch), every hand open and nobody asked.
'use strict';

let state = null;
// This tab's name: the server lets the tab whose event stream opened last play the seat.
const TAB = Math.random().toString(36).slice(2, 10);
// When the open question's time runs out (Date.now() clock), or 0 for no limit.
let deadline = 0;

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function nameOf(pos, names) {
  return pos === state.seat ? 'you' : (names || state.names)[pos - 1];
}

// A row of tiles (tiles.js), those in `legal` thrown by a click.
function handRow(hand, drawn, cls, legal) {
  const row = el('div', 'row');
  for (const t of handTiles(hand, drawn, cls)) {
    if (legal && legal.has(t.title)) {
      t.classList.add('legal');
      t.onclick = () => answer('throw ' + t.title);
    }
    row.append(t);
  }
  return row;
}

function drawSeat(seat) {
  const box = el('div', 'seat');
  if (seat.pos === state.turn) box.classList.add('turn');
  if (seat.pos === state.seat) box.classList.add('me');
  const head = el('div');
  if (seat.wind) head.append(el('span', 'wind', seat.wind));
  head.append(el('span', 'who', nameOf(seat.pos)));
  if (seat.pos === state.dealer) head.append(' ', el('span', 'dealer', 'dealer'));
  head.append(' ', el('span', 'note', seat.concealed + ' concealed' +
    (seat.hidden_kongs ? ', ' + seat.hidden_kongs + ' concealed kong(s)' : '') +
    (seat.pos === state.turn ? ' — to play' : '')));
  box.append(head);
  if (seat.hand) box.append(handRow(seat.hand, seat.drawn, 'small open'));
  const melds = el('div', 'row melds');
  for (const m of seat.melds) melds.append(meldSpan(m.tiles, 'small'));
  for (let k = 0; k < seat.hidden_kongs; ++k) {
    const g = el('span', 'meld');
    for (let i = 0; i < 4; ++i) g.append(el('span', 'tile small back', ' '));
    melds.append(g);
  }
  box.append(melds);
  const discards = el('div', 'row');
  discards.append(...riverTiles(seat.discards, 'small'));
  if (state.last_discard.pos === seat.pos) discards.lastChild?.classList.add('last');
  box.append(discards);
  return box;
}

async function answer(text) {
  const q = state.question;
  if (!q) return;
  const res = await fetch('/answer', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ question: q.id, answer: text, tab: TAB }),
  });
  const body = await res.json().catch(() => ({}));
  document.getElementById('error').textContent = res.ok ? '' : (body.error || res.statusText);
}

const ASKS = {
  throw: 'Your turn: click a tile to discard it',
  hu: 'You can win',
  eat: 'Chow?',
  pong: 'Pung?',
  gong: 'Kong?',
  next: 'The game is over',
};

// Whether this tab plays the seat: the tab opened last does (another's answers are refused).
function ours() {
  return !state.owner || state.owner === TAB;
}

function drawAsk() {
  const q = state.question;
  const prompt = document.getElementById('prompt');
  const buttons = document.getElementById('buttons');
  buttons.replaceChildren();
  if (!q) {
    prompt.textContent = state.over ? 'Every game is played.' :
      state.turn ? 'Waiting for ' + nameOf(state.turn) + '…' : '';
    return;
  }
  let text = ASKS[q.ask] || q.ask;
  if (state.last_discard.tile && q.ask !== 'throw' && q.ask !== 'next') {
    text += ' (on ' + nameOf(state.last_discard.pos) + "'s " + state.last_discard.tile + ')';
  }
  prompt.textContent = text;
  if (!ours()) {
    prompt.textContent = 'Another tab plays this seat now: reload this one to take it back.';
    return;
  }
  for (const a of q.answers) {
    if (a.startsWith('throw ')) continue;  // by clicking the tile
    const b = el('button', '', a);
    b.onclick = () => answer(a);
    buttons.append(b);
  }
}

function drawHand() {
  const hand = document.getElementById('hand');
  hand.replaceChildren();
  if (state.watch) return;
  const q = ours() ? state.question : null;
  const throws = new Set(q ? q.answers.filter((a) => a.startsWith('throw '))
    .map((a) => a.slice(6)) : []);
  hand.append(handRow(state.hand, state.drawn, '', throws));
}

// The review of a game over (mjref review of your seat, mjbot the analyst), over the table.
function openReview(game) {
  const frame = document.getElementById('review-frame');
  document.getElementById('review-title').textContent =
    'Game ' + game + ': the review of your seat (mjbot as analyst; it takes a few seconds)';
  frame.src = '/review/' + game;
  document.getElementById('review').hidden = false;
}

function closeReview() {
  document.getElementById('review').hidden = true;
  document.getElementById('review-frame').src = 'about:blank';
}

function drawResult() {
  const box = document.getElementById('result');
  const r = state.result;
  if (!r) return;
  box.replaceChildren();
  box.className = '';
  box.append(el('div', '', 'Game ' + r.game + (r.drawn ? ': a draw' : '')));
  if (!state.watch) {
    const review = el('button', 'review', 'review game ' + r.game);
    review.onclick = () => openReview(r.game);
    box.append(review);
  }
  for (const w of r.wins) {
    const how = w.from ? 'on ' + w.tile + ' from ' + nameOf(w.from, r.names) :
      'by self-draw of ' + w.tile;
    box.append(el('div', '', nameOf(w.winner, r.names) + ' wins ' + how + ': ' + w.tai + ' tai'));
    const items = el('table');
    for (const item of w.items) {
      const tr = el('tr');
      tr.append(el('td', 'name', item.name), el('td', '', item.tai));
      items.append(tr);
    }
    box.append(items);
  }
  const scores = el('table');
  r.scores.forEach((s, i) => {
    const tr = el('tr');
    tr.append(el('td', 'name', nameOf(i + 1, r.names)), el('td', '', (s > 0 ? '+' : '') + s));
    scores.append(tr);
  });
  box.append(el('div', 'note', 'points'), scores);
}

function drawInfo() {
  const info = document.getElementById('info');
  const table = state.round + ' round · wall ' + state.wall + ' left';
  if (!state.watch) {
    info.textContent = state.game ? 'game ' + state.game + ' of ' + state.games + ' · ' + table :
      'starting…';
    return;
  }
  document.querySelector('h1').textContent = document.title = 'mjref match — watching';
  const match = state.finished + ' game(s) over' +
    (state.in_progress > 1 ? ', ' + state.in_progress + ' being played' : '');
  info.textContent = state.over ? 'the match is over: ' + match :
    state.game ? 'watching game ' + state.game + ' · ' + table + ' · ' + match : match;
}

// Points by seat over the games (play), or by program over the match (watch).
function drawStandings() {
  const rows = state.watch ? state.totals.map((t) => [t.name, t.points]) :
    state.standings.map((s, i) => [nameOf(i + 1), s]);
  const standings = el('table');
  for (const [name, points] of rows) {
    const tr = el('tr');
    tr.append(el('td', 'name', name), el('td', '', points));
    standings.append(tr);
  }
  document.getElementById('standings').replaceChildren(standings);
}

function draw() {
  drawInfo();
  document.getElementById('ask').dataset.question = state.question ? state.question.id : '';
  const table = document.getElementById('table');
  table.replaceChildren();
  // The others in play order after you, then you; watching, seat 1 to 4.
  for (let k = 1; k <= 4; ++k) {
    const pos = (state.seat - 1 + k + 4) % 4 + 1;
    if (state.seat || (state.watch && state.game)) table.append(drawSeat(state.seats[pos - 1]));
  }
  drawAsk();
  drawHand();
  drawResult();
  drawStandings();
  const events = document.getElementById('events');
  events.replaceChildren(...state.events.map((e) => el('li', '', e)));
}

// The time left to answer, counted down here between the server's updates.
function tick() {
  const clock = document.getElementById('clock');
  if (!deadline || !state.question) {
    clock.textContent = '';
    return;
  }
  const left = Math.max(0, deadline - Date.now());
  clock.textContent = (left / 1000).toFixed(0) + ' s left';
  clock.classList.toggle('short', left < 5000);
}

function show(json) {
  state = JSON.parse(json);
  const q = state.question;
  deadline = q && q.ms_left >= 0 ? Date.now() + q.ms_left : 0;
  draw();
  tick();
  if (state.watch && state.over) {  // the server stops with the match: no reconnecting
    source.close();
    document.getElementById('link').textContent = '';
  }
}

setInterval(tick, 250);
document.getElementById('review-close').onclick = closeReview;
// The stream's first event is the whole state: no GET /state, whose answer could come after a
// newer event and undo it.
const source = new EventSource('/events?tab=' + TAB);
source.onmessage = (e) => show(e.data);
source.onerror = () => {
  document.getElementById('link').textContent = 'reconnecting to mjref…';
};
source.onopen = () => { document.getElementById('link').textContent = ''; };
