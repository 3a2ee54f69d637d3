// mjref's report (tools/mjref/report/report.h): draws the results page and the game viewer from the
// JSON in #mj16-data. Plain browser JavaScript, no libraries, no network.
//   #            the results page
//   #game=N      game N's viewer (&step=K or &step=end)
//   #selftest    every game's viewer stepped to its end, summed up in #selftest (for the tests)
//   #reviewtest  (a review's page) every reviewed decision as its step shows it (for the tests)
// With a review in the data (mjref review -o) the first page is the review's summary and the
// viewer shows each reviewed decision beside the step it made.
(function () {
  'use strict';
  const data = JSON.parse(document.getElementById('mj16-data').textContent);
  const app = document.getElementById('app');
  const games = data.games || [];
  const review = data.review;
  const COLORS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#8c564b', '#17becf',
                  '#7f7f7f'];

  // --- Small helpers -------------------------------------------------------------------------
  function el(tag, attrs, children) {
    const e = document.createElement(tag);
    for (const k in attrs || {}) {
      if (k === 'text') e.textContent = attrs[k];
      else if (k === 'cls') e.className = attrs[k];
      else if (k === 'onclick') e.onclick = attrs[k];
      else e.setAttribute(k, attrs[k]);
    }
    for (const c of children || []) e.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
    return e;
  }
  const SVG = 'http://www.w3.org/2000/svg';  // a namespace name, not a reference to fetch
  function svg(tag, attrs, children) {
    const e = document.createElementNS(SVG, tag);
    for (const k in attrs || {}) {
      if (k === 'text') e.textContent = attrs[k];
      else e.setAttribute(k, attrs[k]);
    }
    for (const c of children || []) e.appendChild(c);
    return e;
  }
  // x with d decimals as C's printf writes it (mjref's text tables): toFixed rounds an exact
  // tie (6.25) away from zero, printf to the even digit (6.2).
  function cfixed(x, d) {
    const v = Number(x);
    const exact = v.toFixed(100);
    const dot = exact.indexOf('.');
    const rest = exact.slice(dot + 1 + d);
    if (!/^50*$/.test(rest)) return v.toFixed(d);
    const kept = exact.slice(0, d > 0 ? dot + 1 + d : dot);
    const last = kept.charCodeAt(kept.length - 1) - 48;
    return last % 2 === 0 ? kept : v.toFixed(d);
  }
  function fixed1(x) { return cfixed(x, 1); }
  function ms(micros) {
    return micros < 1000 ? micros + ' \u00b5s' : (micros / 1000).toFixed(micros < 10000 ? 2 : 0) + ' ms';
  }
  function pct(x) { return cfixed(100 * Number(x), 1) + '%'; }
  function ci(c) { return '[' + fixed1(c[0]) + ', ' + fixed1(c[1]) + ']'; }
  function signed(x) { return (x > 0 ? '+' : '') + x; }
  // A numeric cell: the exact JSON value in data-value, the text formatted.
  function num(key, value, text) {
    return el('td', {'data-key': key, 'data-value': String(value), text: text});
  }
  function rate(p, count) { return p.games > 0 ? p[count] / p.games : 0; }

  // --- Tiles (tiles.js) ----------------------------------------------------------------------
  // A tile reads as text: its rank, or an honour's letter, over its suit.
  const HONORS = {1: ['E', 'wind'], 2: ['S', 'wind'], 3: ['W', 'wind'], 4: ['N', 'wind'],
                  5: ['R', 'red'], 6: ['G', 'green'], 7: ['', 'white']};
  tileFace = (code) => {
    if (code[1] !== 'z') return [code[0], code[1], ''];
    const h = HONORS[code[0]] || ['?', ''];
    return [h[0], h[1] === 'wind' ? 'wind' : 'drgn', h[1]];
  };
  // "1m2m|5p": two characters a tile, an optional drawn tile after '|'.
  function handOf(code) {
    const [hand, drawn] = code.split('|');
    return handTiles((hand.match(/../g) || []).concat(drawn ? [drawn] : []), drawn);
  }
  // "3m5p*1z": a claimed discard followed by '*'.
  function riverOf(code) {
    return riverTiles((code.match(/..\*?/g) || []).map(t => ({tile: t.slice(0, 2), claimed: t.length > 2})));
  }
  // "pung:555z chow:789s ckong:2222p"
  function meldsOf(code) {
    return code.split(' ').filter(Boolean).map(m => {
      const [kind, tiles] = m.split(':');
      const suit = tiles[tiles.length - 1];
      const span = meldSpan([...tiles.slice(0, -1)].map(r => r + suit), kind === 'ckong' ? 'hidden' : '');
      span.dataset.meld = m;
      span.title = kind;
      return span;
    });
  }

  // --- The results page ----------------------------------------------------------------------
  // The luck-adjusted figures (the score minus the luck of the cards) sit right of the raw ones,
  // in cells marked 'adj'; '?' where a program's luck is unknown.
  function adjHead(texts) { return texts.map(h => el('th', {cls: 'adj', text: h})); }
  function adjCells(a, count, cells) {
    const out = a ? cells(a) : Array.from({length: count}, () => el('td', {text: '?'}));
    for (const c of out) c.classList.add('adj');
    return out;
  }
  function programsTable(programs) {
    const adjusted = programs.some(p => p.luck_adjusted);
    const head = ['program', 'games', 'mean / game', '95% CI'];
    const rest = ['win', 'self-draw', 'deal-in', 'draw', 'tai / win', 'faults'];
    const t = el('table', {cls: 'results'}, [el('tr', {}, [
        ...head.map((h, i) => el('th', {cls: i === 0 ? 'name' : '', text: h})),
        ...(adjusted ? adjHead(['luck-adjusted mean / game', 'luck-adjusted 95% CI', 'luck / game']) : []),
        ...rest.map(h => el('th', {text: h}))])]);
    for (const p of programs) {
      t.appendChild(el('tr', {'data-name': p.name}, [
        el('td', {cls: 'name', text: p.name}),
        num('games', p.games, String(p.games)),
        num('mean', p.mean, fixed1(p.mean)),
        num('ci95', p.ci95.join(','), ci(p.ci95)),
        ...(adjusted ? adjCells(p.luck_adjusted, 3, a => [
          num('adj_mean', a.mean, fixed1(a.mean)),
          num('adj_ci95', a.ci95.join(','), ci(a.ci95)),
          num('adj_luck', a.luck, fixed1(a.luck))]) : []),
        num('wins', p.wins, pct(rate(p, 'wins'))),
        num('self_draws', p.self_draws, pct(rate(p, 'self_draws'))),
        num('deal_ins', p.deal_ins, pct(rate(p, 'deal_ins'))),
        num('draws', p.draws, pct(rate(p, 'draws'))),
        num('mean_tai', p.mean_tai, cfixed(p.mean_tai, 2)),
        num('faults', p.faults, String(p.faults)),
      ]));
    }
    return t;
  }
  function adjDiffCells(q) {
    return adjCells(q.luck_adjusted, 2, a => [
      num('adj_mean_diff', a.mean_diff, fixed1(a.mean_diff)),
      num('adj_ci95', a.ci95.join(','), ci(a.ci95))]);
  }
  function pairsTable(pairs) {
    const adjusted = pairs.some(q => q.luck_adjusted);
    const t = el('table', {cls: 'pairs'}, [el('tr', {}, [
        el('th', {cls: 'name', text: 'a − b (paired by deal)'}), el('th', {text: 'groups'}),
        el('th', {text: 'mean difference / game'}), el('th', {text: '95% CI'}),
        ...(adjusted ? adjHead(['luck-adjusted mean difference / game', 'luck-adjusted 95% CI']) : [])])]);
    for (const q of pairs) {
      t.appendChild(el('tr', {'data-pair': q.a + ' - ' + q.b}, [
        el('td', {cls: 'name', text: q.a + ' − ' + q.b}),
        num('groups', q.groups, String(q.groups)),
        num('mean_diff', q.mean_diff, fixed1(q.mean_diff)),
        num('ci95', q.ci95.join(','), ci(q.ci95)),
        ...(adjusted ? adjDiffCells(q) : []),
      ]));
    }
    return t;
  }
  // Win / self-draw / deal-in / draw rates as grouped horizontal bars.
  function ratesChart(programs) {
    const kinds = [['wins', 'win'], ['self_draws', 'self-draw'], ['deal_ins', 'deal-in'],
                   ['draws', 'draw']];
    const row = 14, left = 220, width = 360;
    const h = programs.length * (kinds.length * row + 10) + 10;
    const s = svg('svg', {width: left + width + 60, height: h, cls: 'rates'});
    let y = 5;
    const top = Math.max(0.05, ...programs.flatMap(p => kinds.map(k => rate(p, k[0]))));
    programs.forEach((p) => {
      s.appendChild(svg('text', {x: 0, y: y + 2 * row, text: p.name}));
      kinds.forEach((k, j) => {
        const v = rate(p, k[0]);
        s.appendChild(svg('rect', {x: left, y: y, width: width * v / top, height: row - 2,
                                   fill: COLORS[j]}));
        s.appendChild(svg('text', {x: left + width * v / top + 4, y: y + row - 4,
                                   text: k[1] + ' ' + pct(v)}));
        y += row;
      });
      y += 10;
    });
    return s;
  }
  // Each program's cumulative score over the games (seat-pooled: every seat it held).
  function seriesByProgram() {
    const names = [], series = {};
    games.forEach((g, i) => {
      for (let s = 0; s < 4; s++) {
        const n = g.names[s];
        if (!(n in series)) { names.push(n); series[n] = new Array(games.length).fill(0); }
        series[n][i] += g.scores[s];
      }
    });
    return {names, series};
  }
  function curveChart() {
    const {names, series} = seriesByProgram();
    const cum = {};
    let lo = 0, hi = 0;
    for (const n of names) {
      let run = 0;
      cum[n] = series[n].map(x => (run += x));
      lo = Math.min(lo, ...cum[n]);
      hi = Math.max(hi, ...cum[n]);
    }
    const W = 720, H = 280, L = 70, B = 24;
    const s = svg('svg', {width: W + 20, height: H + 10, cls: 'curve'});
    const x = i => L + (W - L) * (i + 1) / games.length;
    const y = v => 5 + (H - B - 5) * (hi - v) / Math.max(1, hi - lo);
    s.appendChild(svg('line', {x1: L, x2: W, y1: y(0), y2: y(0), stroke: '#999'}));
    s.appendChild(svg('text', {x: 0, y: y(hi) + 10, text: String(hi)}));
    s.appendChild(svg('text', {x: 0, y: y(lo), text: String(lo)}));
    s.appendChild(svg('text', {x: L, y: H, text: 'game 1'}));
    s.appendChild(svg('text', {x: W - 60, y: H, text: 'game ' + games.length}));
    names.forEach((n, k) => {
      const pts = cum[n].map((v, i) => x(i).toFixed(1) + ',' + y(v).toFixed(1)).join(' ');
      s.appendChild(svg('polyline', {points: pts, fill: 'none', stroke: COLORS[k % COLORS.length],
                                     'stroke-width': 1.5, 'data-name': n}));
    });
    const legend = el('div', {cls: 'legend'}, names.map((n, k) => el('span', {}, [
        el('i', {style: 'background:' + COLORS[k % COLORS.length]}),
        n + ' ' + signed(cum[n][cum[n].length - 1])])));
    return el('div', {}, [s, legend]);
  }
  // Score per game and seat, in bins of 1,000 points, per program.
  function distributionChart() {
    const {names} = seriesByProgram();
    const lo = -8, hi = 12;  // bins: ≤ −8000, …, ≥ +12000
    const bins = {};
    for (const n of names) bins[n] = new Array(hi - lo + 1).fill(0);
    for (const g of games) {
      for (let s = 0; s < 4; s++) {
        const b = Math.max(lo, Math.min(hi, Math.round(g.scores[s] / 1000)));
        bins[g.names[s]][b - lo]++;
      }
    }
    const out = el('div', {});
    const BW = 14, H = 80;
    names.forEach((n, k) => {
      const total = bins[n].reduce((a, b) => a + b, 0);
      const s = svg('svg', {width: (hi - lo + 1) * BW + 60, height: H + 30, 'data-name': n});
      const top = Math.max(...bins[n]) || 1;
      bins[n].forEach((c, i) => {
        const h = H * c / top;
        s.appendChild(svg('rect', {x: 30 + i * BW, y: H - h + 5, width: BW - 2, height: h,
                                   fill: COLORS[k % COLORS.length]},
                          [svg('title', {text: (i + lo) + 'k: ' + c + ' of ' + total})]));
      });
      s.appendChild(svg('text', {x: 30, y: H + 20, text: '≤' + lo + 'k'}));
      s.appendChild(svg('text', {x: 30 + (0 - lo) * BW, y: H + 20, text: '0'}));
      s.appendChild(svg('text', {x: 30 + (hi - lo) * BW - 10, y: H + 20, text: '≥' + hi + 'k'}));
      out.appendChild(el('div', {}, [el('div', {text: n + ' (' + total + ' seat-games)'}), s]));
    });
    return out;
  }
  // A sweep: each point's mean with its CI.
  function sweepChart(points) {
    const W = 640, row = 26, L = 260;
    const lo = Math.min(...points.map(p => p.programs[0].ci95[0]));
    const hi = Math.max(...points.map(p => p.programs[0].ci95[1]));
    const x = v => L + (W - L - 20) * (v - lo) / Math.max(1e-9, hi - lo);
    const s = svg('svg', {width: W + 80, height: points.length * row + 30, cls: 'sweep'});
    points.forEach((p, i) => {
      const c = p.programs[0], y = 15 + i * row;
      s.appendChild(svg('text', {x: 0, y: y + 4, text: p.label || '(defaults)'}));
      s.appendChild(svg('line', {x1: x(c.ci95[0]), x2: x(c.ci95[1]), y1: y, y2: y, stroke: '#333'}));
      s.appendChild(svg('circle', {cx: x(c.mean), cy: y, r: 4, fill: COLORS[0]}));
      s.appendChild(svg('text', {x: x(c.ci95[1]) + 6, y: y + 4, text: fixed1(c.mean)}));
    });
    if (lo < 0 && hi > 0) {
      s.appendChild(svg('line', {x1: x(0), x2: x(0), y1: 0, y2: points.length * row + 10,
                                 stroke: '#c00', 'stroke-dasharray': '3,3'}));
    }
    return s;
  }
  function faultsList() {
    const t = el('table', {cls: 'faults'}, [el('tr', {}, ['game', 'seat', 'program', 'line',
        'question', 'answer', 'reason'].map(h => el('th', {cls: 'name', text: h})))]);
    let n = 0;
    for (const g of games) {
      for (const f of g.faults) {
        n++;
        t.appendChild(el('tr', {cls: 'fault'}, [
          el('td', {}, [el('a', {href: '#game=' + g.game, text: String(g.game)})]),
          el('td', {text: 'P' + f.seat}), el('td', {cls: 'name', text: g.names[f.seat - 1]}),
          el('td', {text: String(f.line)}), el('td', {cls: 'name', text: f.question}),
          el('td', {cls: 'name', text: f.answer}), el('td', {cls: 'name', text: f.reason})]));
      }
    }
    return n > 0 ? t : el('p', {cls: 'note', text: 'No faults in the games at hand.'});
  }
  // Each program's answers in the films: how many, the median and the slowest, and where.
  function answerTimes() {
    const by = {};
    for (const g of games) {
      for (const st of g.steps || []) {
        if (st.length <= 6 || st[6] < 0) continue;
        const n = g.names[st[0] - 1];
        (by[n] = by[n] || []).push([st[6], g.game]);
      }
    }
    const names = Object.keys(by);
    if (names.length === 0) return el('p', {cls: 'note', text: 'No answer times recorded.'});
    const t = el('table', {cls: 'times'}, [el('tr', {}, ['program', 'answers shown', 'median',
        'slowest', 'in game'].map(h => el('th', {cls: 'name', text: h})))]);
    for (const n of names) {
      const xs = by[n].slice().sort((a, b) => a[0] - b[0]);
      const worst = xs[xs.length - 1];
      t.appendChild(el('tr', {}, [el('td', {cls: 'name', text: n}), el('td', {text: String(xs.length)}),
          el('td', {text: ms(xs[Math.floor(xs.length / 2)][0])}), el('td', {text: ms(worst[0])}),
          el('td', {}, [el('a', {href: '#game=' + worst[1], text: String(worst[1])})])]));
    }
    return t;
  }
  function gamesTable() {
    const t = el('table', {cls: 'games'}, [el('tr', {}, ['game', 'group', 'dealer', 'P1', 'P2',
        'P3', 'P4', 'result', ''].map(h => el('th', {cls: 'name', text: h})))]);
    for (const g of games) {
      const cells = [el('td', {text: String(g.game)}), el('td', {text: String(g.group)}),
                     el('td', {text: 'P' + g.dealer})];
      for (let s = 0; s < 4; s++) {
        cells.push(el('td', {title: g.names[s], text: signed(g.scores[s])}));
      }
      cells.push(el('td', {cls: 'name' + (g.faults.length ? ' fault' : ''), text: g.result}));
      cells.push(el('td', {}, g.steps ? [el('a', {href: '#game=' + g.game, text: 'view'})] : []));
      t.appendChild(el('tr', {'data-game': String(g.game)}, cells));
    }
    return t;
  }
  function section(title, ...children) {
    return el('section', {}, [el('h2', {text: title}), ...children]);
  }
  function resultsPage() {
    const r = data.results;
    const page = el('div', {id: 'results'}, [el('h1', {text: data.title})]);
    const facts = [];
    if (r.format) facts.push('format ' + r.format);
    if (r.seed !== undefined) facts.push('seed ' + r.seed);
    if (r.sets !== undefined) facts.push(r.sets + ' set(s)');
    if (r.games !== undefined) facts.push(r.games + ' games');
    if (r.interrupted) facts.push('INTERRUPTED after ' + r.games + ' of ' + r.planned);
    page.appendChild(el('p', {cls: 'note', text: facts.join(' · ')}));
    if (r.luck_model) {
      page.appendChild(el('p', {cls: 'note adj', id: 'luck-model', text:
          'Luck-adjusted figures: the score minus the luck of the cards (the value of every card ' +
          'dealt or drawn against the mean of the cards that could have come), by value estimate ' +
          r.luck_model + '.'}));
    }
    if (Array.isArray(r.points)) {
      if (r.points.length > 1) {
        page.appendChild(section('Sweep: the challenger\u2019s mean per game with its 95% CI',
                                 sweepChart(r.points)));
        const adjusted = r.points.some(p => p.programs[0].luck_adjusted);
        const t = el('table', {cls: 'vs-first'}, [el('tr', {}, [
            el('th', {cls: 'name', text: 'point'}), el('th', {text: 'mean'}),
            el('th', {text: '− first point (paired)'}), el('th', {text: '95% CI'}),
            ...(adjusted ? adjHead(['luck-adjusted mean', 'luck-adjusted − first point',
                                    'luck-adjusted 95% CI']) : [])])]);
        for (const p of r.points) {
          t.appendChild(el('tr', {'data-point': p.label}, [
            el('td', {cls: 'name', text: p.label}),
            num('mean', p.programs[0].mean, fixed1(p.programs[0].mean)),
            num('mean_diff', p.vs_first.mean_diff, fixed1(p.vs_first.mean_diff)),
            num('ci95', p.vs_first.ci95.join(','), ci(p.vs_first.ci95)),
            ...(adjusted ? adjCells(p.programs[0].luck_adjusted, 1, a =>
                [num('adj_mean', a.mean, fixed1(a.mean))]) : []),
            ...(adjusted ? adjDiffCells(p.vs_first) : [])]));
        }
        page.appendChild(t);
      }
      for (const p of r.points) {
        const s = section('Point ' + (p.label || '(defaults)') + ': ' + p.games + ' games',
                          programsTable(p.programs), pairsTable(p.pairs), ratesChart(p.programs));
        s.setAttribute('data-point', p.label);
        page.appendChild(s);
      }
    } else {
      page.appendChild(section('Results', programsTable(r.programs || [])));
      page.appendChild(section('Paired differences', pairsTable(r.pairs || [])));
      page.appendChild(section('Rates', ratesChart(r.programs || [])));
    }
    if (games.length > 0) {
      page.appendChild(section('Cumulative score', curveChart()));
      page.appendChild(section('Score per game', distributionChart()));
      page.appendChild(section('Faults', faultsList()));
      page.appendChild(section('Answer times (the steps the viewer shows)', answerTimes()));
      page.appendChild(section('Games (' + games.length + ')', gamesTable()));
    } else {
      page.appendChild(el('p', {cls: 'note', text:
          'No game records here, so no score curves and no game viewer: a strength run keeps ' +
          'none; a match or tournament has them with --report, or with --log-dir and ' +
          'mjref report --log-dir.'}));
    }
    return page;
  }

  // --- The game viewer -----------------------------------------------------------------------
  // The table after `k` steps (0 = after the deal): every change up to it applied.
  function stateAt(g, k) {
    const seats = [0, 1, 2, 3].map(() => ['', '', '']);
    let wall = 0;
    for (let i = 0; i <= k && i < g.steps.length; i++) {
      const st = g.steps[i];
      wall = st[3];
      for (const [seat, field, value] of st[4]) seats[seat - 1][field] = value;
    }
    return {seats, wall};
  }
  // Each program's total over the games before `g` (the standings as the game starts).
  function standingsBefore(g) {
    const total = {};
    for (const h of games) {
      if (h.game >= g.game) break;
      for (let s = 0; s < 4; s++) total[h.names[s]] = (total[h.names[s]] || 0) + h.scores[s];
    }
    return total;
  }
  const WINDS = ['E', 'S', 'W', 'N'];
  function viewerPage(g, k) {
    const last = g.steps.length - 1;
    k = Math.max(0, Math.min(last, k));
    const step = g.steps[k];
    const state = stateAt(g, k);
    const before = standingsBefore(g);
    const page = el('div', {id: 'viewer', 'data-game': String(g.game), 'data-step': String(k)});
    page.appendChild(el('p', {}, [el('a', {href: '#', text: review ? '← review' : '← results'})]));
    page.appendChild(el('h1', {text: 'Game ' + g.game + ' (group ' + g.group + ', seed ' + g.seed +
                                     ', ' + g.round_wind + ' round, dealer P' + g.dealer + ')'}));
    const go = n => { location.hash = 'game=' + g.game + '&step=' + n; };
    const find = (flag, dir) => {
      for (let i = k + dir; i >= 0 && i <= last; i += dir) if (g.steps[i][2] & flag) return go(i);
    };
    const slider = el('input', {type: 'range', min: 0, max: last, value: k});
    slider.oninput = () => go(slider.value);
    page.appendChild(el('div', {cls: 'controls'}, [
      el('button', {text: '|◀', title: 'start', onclick: () => go(0)}),
      el('button', {text: '◀', title: 'back (←)', onclick: () => go(k - 1)}),
      el('button', {text: '▶', title: 'forward (→)', onclick: () => go(k + 1)}),
      el('button', {text: '▶|', title: 'end', onclick: () => go(last)}),
      slider,
      el('button', {text: 'next win', onclick: () => find(2, 1)}),
      el('button', {text: 'next deal-in', onclick: () => find(4, 1)}),
      el('button', {text: 'next fault', onclick: () => find(1, 1)}),
    ]));
    page.appendChild(el('div', {cls: 'event' + (step[2] & 1 ? ' fault' : ''), id: 'event'}, [
        'step ' + k + ' of ' + last + ': P' + step[0] + ' ' + step[1] +
        ' · wall ' + state.wall + ' cards']));
    // The answer behind the step: its line, how long it took, the bot's own reason.
    page.appendChild(el('div', {cls: 'answer', id: 'answer'}, step.length > 5 ? [
        'P' + step[0] + ' answered \u2018' + step[5] + '\u2019' +
        (step[6] >= 0 ? ' in ' + ms(step[6]) : '') + (step[7] ? ' \u2014 ' + step[7] : '')] : []));
    for (let s = 0; s < 4; s++) {
      const name = g.names[s];
      const wind = WINDS[(s - (g.dealer - 1) + 4) % 4];
      const atEnd = k === last;
      const standing = (before[name] || 0) + (atEnd ? g.scores[s] : 0);
      const box = el('div', {cls: 'seat' + (step[0] === s + 1 ? ' turn' : ''), 'data-seat': String(s + 1)});
      box.appendChild(el('div', {}, [
        el('span', {cls: 'who', text: 'P' + (s + 1) + ' ' + wind + (g.dealer === s + 1 ? ' (dealer)' : '') + ' · ' + name}),
        el('span', {cls: 'standing', 'data-score': atEnd ? String(g.scores[s]) : '',
                    text: '  total ' + signed(standing) + (atEnd ? ' (this game ' + signed(g.scores[s]) + ')' : '')})]));
      box.appendChild(el('div', {cls: 'row hand', 'data-code': state.seats[s][0]},
                         [el('span', {cls: 'label', text: 'hand'}), ...handOf(state.seats[s][0])]));
      box.appendChild(el('div', {cls: 'row melds', 'data-code': state.seats[s][1]},
                         [el('span', {cls: 'label', text: 'melds'}), ...meldsOf(state.seats[s][1])]));
      box.appendChild(el('div', {cls: 'row river', 'data-code': state.seats[s][2]},
                         [el('span', {cls: 'label', text: 'river'}), ...riverOf(state.seats[s][2])]));
      page.appendChild(box);
    }
    if (review) {
      for (const d of decisionsAt(g, k)) page.appendChild(decisionPanel(d));
    }
    if (k === last) page.appendChild(el('p', {cls: 'result', text: 'Result: ' + g.result}));
    if (review) page.appendChild(reviewChart(g, k));
    for (const f of g.faults) {
      page.appendChild(el('p', {cls: 'fault', text: 'Fault (transcript line ' + f.line + '): P' +
          f.seat + ' at \u2018' + f.question + '\u2019' + (f.answer ? ' answered \u2018' + f.answer + '\u2019' : '') +
          ': ' + f.reason}));
    }
    return page;
  }


  // --- A review (mjref review -o) ------------------------------------------------------------
  function reviewOf(g) { return review ? review.games.find(r => r.game === g.game) : null; }
  // The step a decision's answer made: the first step answered at or after its answer's line
  // (a pass makes no step of its own: it shows with the next one).
  function stepOfDecision(g, d) {
    for (let i = 0; i < g.steps.length; i++) {
      if (g.steps[i].length > 8 && g.steps[i][8] >= d.answer_line) return i;
    }
    return g.steps.length - 1;
  }
  function decisionsAt(g, k) {
    const r = reviewOf(g);
    return r ? r.decisions.filter(d => stepOfDecision(g, d) === k) : [];
  }
  // A horizontal bar of `value` against `scale` (both signs), with its text.
  function bar(value, scale, cls) {
    const w = 160, mid = w / 2, x = Math.max(-1, Math.min(1, value / scale)) * mid;
    return svg('svg', {width: w, height: 12, class: 'bar'}, [
      svg('rect', {x: x < 0 ? mid + x : mid, y: 1, width: Math.abs(x), height: 10, class: cls}),
      svg('line', {x1: mid, x2: mid, y1: 0, y2: 12, stroke: '#999'})]);
  }
  function riskBar(p) {
    return svg('svg', {width: 100, height: 12, class: 'bar'}, [
      svg('rect', {x: 0, y: 1, width: Math.min(1, p / 0.3) * 100, height: 10, class: 'risk'})]);
  }
  function decisionPanel(d) {
    const box = el('div', {cls: 'review ' + d.verdict, 'data-line': String(d.line),
                           'data-answer-line': String(d.answer_line), 'data-verdict': d.verdict,
                           'data-loss': fixed1(d.loss)});
    box.appendChild(el('div', {cls: 'verdict', text:
        'Review · P' + d.seat + ' asked ' + d.ask + (d.offered ? ' on ' + d.offered : '') +
        ' (line ' + d.line + ', draw ' + d.turn + '): played ' + d.played + ', the analyst ' +
        (d.analyst || '—') + (d.analyst_folds ? ' (folding)' : '') + ' — ' + d.verdict +
        (d.verdict === 'agrees' ? '' : ', loss ' + fixed1(d.loss) + ' ±' + fixed1(d.loss_ci95) +
         ' over ' + d.loss_worlds + ' worlds') + (d.dealt_in ? ' · DEALT IN' : '')}));
    if (d.candidates.length > 0) {
      const scale = Math.max(100, ...d.candidates.map(c => Math.abs(c.mean)));
      const t = el('table', {cls: 'candidates'}, [el('tr', {}, [
          el('th', {cls: 'name', text: 'candidate'}), el('th', {text: 'points (95% CI)'}),
          el('th', {text: ''}), el('th', {text: 'win'}), el('th', {text: 'deal-in'}),
          el('th', {text: 'risk (reading)'}), el('th', {text: ''})])]);
      d.candidates.forEach((c, i) => {
        const tags = (i === d.played_index ? ' played' : '') + (c.answer === d.analyst ? ' analyst' : '');
        t.appendChild(el('tr', {cls: tags.trim(), 'data-answer': c.answer}, [
            el('td', {cls: 'name', text: c.answer + (i === d.played_index ? ' ◀ played' : '') +
                                          (c.answer === d.analyst ? ' ★ analyst' : '')}),
            el('td', {text: fixed1(c.mean) + ' ±' + fixed1(c.ci95)}),
            el('td', {}, [bar(c.mean, scale, c.mean < 0 ? 'neg' : 'pos')]),
            el('td', {text: pct(c.win_rate)}), el('td', {text: pct(c.deal_in_rate)}),
            el('td', {text: c.risk === undefined ? '' : pct(c.risk)}),
            el('td', {}, c.risk === undefined ? [] : [riskBar(c.risk)])]));
      });
      box.appendChild(t);
    }
    const known = d.waits.every(w => w !== '?');  // '?': a transcript, one seat's view
    const waits = d.waits.map((w, s) => w ? 'P' + (s + 1) + ' waits on ' + w : '').filter(x => x);
    box.appendChild(el('div', {cls: 'note', text: !known ?
        'The truth is not known: a transcript holds one seat\'s view' :
        'The truth: ' + (waits.length ? waits.join('; ') : 'nobody else tenpai')}));
    return box;
  }
  // The reviewed seat's chance of winning (Monte-Carlo, its throw as played) and the danger of
  // that throw (the reading's risk) through the game; the current step's decision marked.
  function reviewChart(g, k) {
    const r = reviewOf(g);
    const throws = r ? r.decisions.filter(d => d.ask === 'throw' && d.played_index >= 0) : [];
    if (throws.length < 2) return el('div');
    const w = 520, h = 120, pad = 24;
    const x = i => pad + i * (w - 2 * pad) / (throws.length - 1);
    const y = p => h - pad - Math.min(1, p) * (h - 2 * pad);
    const line = (f, cls) => svg('polyline', {class: cls, fill: 'none',
        points: throws.map((d, i) => x(i) + ',' + y(f(d))).join(' ')});
    const chart = svg('svg', {width: w, height: h, id: 'review-chart'}, [
        line(d => d.candidates[d.played_index].win_rate, 'win'),
        line(d => d.played_risk >= 0 ? d.played_risk : 0, 'danger'),
        svg('text', {x: 2, y: pad - 6, text: 'P(win) and the throw\u2019s deal-in risk, by reviewed throw'})]);
    throws.forEach((d, i) => {
      if (stepOfDecision(g, d) === k) {
        chart.appendChild(svg('line', {x1: x(i), x2: x(i), y1: pad, y2: h - pad, stroke: '#06c'}));
      }
    });
    return el('div', {cls: 'review-chart'}, [chart, el('div', {cls: 'legend'}, [
        el('span', {}, [el('i', {cls: 'win'}), 'P(win) as played']),
        el('span', {}, [el('i', {cls: 'danger'}), 'deal-in risk of the throw'])])]);
  }
  function reviewPage() {
    const page = el('div', {id: 'review'}, [el('h1', {text: data.title})]);
    page.appendChild(el('p', {cls: 'note', text: review.games.length + ' game(s) reviewed by mjbot, ' +
        review.playouts + ' Monte-Carlo worlds per candidate, played on ' +
        (review.after_fold === 'play' ? 'by the playout policy' : 'by folding') +
        ' where it folds; a mistake loses over ' +
        review.mistake_points + ' points and ' + review.mistake_z + ' standard errors, an ' +
        'inaccuracy over ' + review.inaccuracy_points + ' points.'}));
    const t = el('table', {cls: 'summary'}, [el('tr', {}, [
        el('th', {cls: 'name', text: 'program'}), el('th', {text: 'games'}),
        el('th', {text: 'decisions'}), el('th', {text: 'agrees'}), el('th', {text: 'mistakes'}),
        el('th', {text: 'inaccuracies'}), el('th', {text: 'points lost a game'}),
        el('th', {text: '95% CI'})])]);
    for (const s of review.summaries) {
      t.appendChild(el('tr', {'data-program': s.program}, [
          el('td', {cls: 'name', text: s.program}), el('td', {text: String(s.games)}),
          el('td', {text: String(s.decisions)}),
          el('td', {text: pct(s.decisions ? s.agreements / s.decisions : 0)}),
          el('td', {text: String(s.mistakes)}), el('td', {text: String(s.inaccuracies)}),
          num('loss', s.loss_per_game, fixed1(s.loss_per_game)),
          el('td', {text: ci([s.loss_per_game - s.loss_ci95, s.loss_per_game + s.loss_ci95])})]));
    }
    page.appendChild(section('Summary', t));
    for (const s of review.summaries) {
      const cal = el('table', {}, [el('tr', {}, [el('th', {text: 'risk'}), el('th', {text: 'throws'}),
          el('th', {text: 'dealt in'}), el('th', {text: 'rate'}), el('th', {text: 'mean risk'})])]);
      for (const b of s.calibration) {
        if (!b.throws) continue;
        cal.appendChild(el('tr', {}, [el('td', {text: b.lo.toFixed(2) + '–' + b.hi.toFixed(2)}),
            el('td', {text: String(b.throws)}), el('td', {text: String(b.dealt_in)}),
            el('td', {text: pct(b.dealt_in / b.throws)}), el('td', {text: pct(b.mean_risk)})]));
      }
      const largest = el('ol', {}, s.largest.map(d => {
        const g = gameOf(d.game);  // a transcript's game has no film (no steps) to link to
        const link = g && g.steps ? '#game=' + d.game + '&step=' + stepOfDecision(g, d) : null;
        const text = 'game ' + d.game + ', draw ' + d.turn + ': ' + d.hand + ' — played ' + d.played +
            ', the analyst ' + d.analyst + ': ' + fixed1(d.loss) + ' ±' + fixed1(d.loss_ci95);
        return el('li', {}, [link ? el('a', {href: link, text}) : text]);
      }));
      page.appendChild(section(s.program + ': deal-ins by the reading\u2019s risk, largest losses',
                               cal, largest));
    }
    const gt = el('table', {cls: 'games'}, [el('tr', {}, [el('th', {text: 'game'}),
        el('th', {text: 'decisions'}), el('th', {text: 'mistakes'}), el('th', {text: 'loss'})])]);
    for (const r of review.games) {
      const g = gameOf(r.game);
      const loss = r.decisions.reduce((a, d) => a + d.loss, 0);
      gt.appendChild(el('tr', {}, [
          el('td', {}, [g && g.steps ? el('a', {href: '#game=' + r.game, text: String(r.game)}) :
                                       String(r.game)]),
          el('td', {text: String(r.decisions.length)}),
          el('td', {text: String(r.decisions.filter(d => d.verdict === 'mistake').length)}),
          el('td', {text: fixed1(loss)})]));
    }
    page.appendChild(section('Games', gt));
    return page;
  }
  // Every reviewed decision as the viewer shows it at its step: one line each.
  function reviewTest() {
    const lines = [];
    for (const r of (review ? review.games : [])) {
      const g = gameOf(r.game);
      if (!g) continue;
      for (const d of r.decisions) {
        const page = viewerPage(g, stepOfDecision(g, d));
        const box = page.querySelector('.review[data-answer-line="' + d.answer_line + '"]');
        lines.push('game ' + r.game + ' line ' + d.line + ': ' +
                   (box ? box.getAttribute('data-verdict') + ' ' + box.getAttribute('data-loss') +
                          ' ' + box.querySelectorAll('.candidates tr').length : 'missing'));
      }
    }
    return el('pre', {id: 'reviewtest', text: lines.join('\n')});
  }

  // --- Routing -------------------------------------------------------------------------------
  function params() {
    const out = {};
    for (const kv of location.hash.replace(/^#/, '').split('&')) {
      const [k, v] = kv.split('=');
      if (k) out[k] = v === undefined ? '' : decodeURIComponent(v);
    }
    return out;
  }
  function gameOf(n) { return games.find(g => g.game === n && g.steps); }
  // Every game's viewer at its end, read back from what it shows: one line a game.
  function selftest() {
    const lines = [];
    for (const g of games) {
      if (!g.steps) continue;
      const page = viewerPage(g, g.steps.length - 1);
      const seats = [...page.querySelectorAll('.seat')].map(box => {
        const score = box.querySelector('.standing').getAttribute('data-score');
        const hand = [...box.querySelectorAll('.hand .tile')].map(t => t.getAttribute('data-t')).join('');
        const melds = [...box.querySelectorAll('.melds .meld')].map(m => m.getAttribute('data-meld')).join(' ');
        const river = box.querySelectorAll('.river .tile').length;
        return score + ' ' + hand + ' [' + melds + '] ' + river;
      });
      lines.push('game ' + g.game + ': ' + seats.join(' | '));
    }
    return el('pre', {id: 'selftest', text: lines.join('\n')});
  }
  function render() {
    const p = params();
    app.textContent = '';
    if ('selftest' in p) app.appendChild(selftest());
    else if ('reviewtest' in p) app.appendChild(reviewTest());
    else if (p.game && gameOf(Number(p.game))) {
      const g = gameOf(Number(p.game));
      app.appendChild(viewerPage(g, p.step === 'end' ? g.steps.length - 1 : Number(p.step || 0)));
    } else app.appendChild(review ? reviewPage() : resultsPage());
  }
  document.addEventListener('keydown', (e) => {
    const p = params();
    const g = p.game && gameOf(Number(p.game));
    if (!g) return;
    const last = g.steps.length - 1;
    const k = p.step === 'end' ? last : Number(p.step || 0);
    const to = e.key === 'ArrowRight' ? Math.min(last, k + 1) : e.key === 'ArrowLeft' ? Math.max(0, k - 1) : k;
    if (to !== k) location.hash = 'game=' + g.game + '&step=' + to;
  });
  window.addEventListener('hashchange', render);
  render();
})();
