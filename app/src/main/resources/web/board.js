// Draws any game's board from the server's grid view as SVG: cells, pieces, the winning line, legal-move
// and last-move markers, and the threats the game marks on empty cells. A click (or Enter) on a cell plays the move that cell belongs to.

const SVG = 'http://www.w3.org/2000/svg';
const CELL = 60;
const MARGIN = 24;

function el(name, attrs, parent) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

function drawPiece(svg, style, code, x, y) {
  const cx = x + CELL / 2;
  const cy = y + CELL / 2;
  if (style === 'marks') {
    if (code === '0') {
      const g = el('g', { class: 'piece side0' }, svg);
      el('line', { x1: cx - 16, y1: cy - 16, x2: cx + 16, y2: cy + 16 }, g);
      el('line', { x1: cx + 16, y1: cy - 16, x2: cx - 16, y2: cy + 16 }, g);
    } else {
      el('circle', { class: 'piece side1', cx, cy, r: 18 }, svg);
    }
  } else if (style === 'tiles') {
    // the cell filled in the side's colour, so the two halves of a domino read as one piece
    el('rect', { class: `piece tile side${code[0]}`, x: x + 3, y: y + 3, width: CELL - 6, height: CELL - 6, rx: 5 }, svg);
  } else {
    // a code is the side's digit, then 'k' for a king, which gets a ring inside the disc
    // checkers men are smaller, leaving the square's number in its corner visible
    const r = style === 'checkers' ? CELL / 2 - 10 : CELL / 2 - 6;
    el('circle', { class: `piece disc side${code[0]}`, cx, cy, r }, svg);
    if (code.endsWith('k')) el('circle', { class: `crown side${code[0]}`, cx, cy, r: r - 8 }, svg);
  }
}

/** The cross on an empty cell that may not be played. */
function drawCross(svg, i, x, y) {
  const g = el('g', { class: 'not-playable', 'data-cell': i }, svg);
  const c = CELL / 2;
  el('line', { x1: x + c - 7, y1: y + c - 7, x2: x + c + 7, y2: y + c + 7 }, g);
  el('line', { x1: x + c + 7, y1: y + c - 7, x2: x + c - 7, y2: y + c + 7 }, g);
}

/** What a threat mark says, after the side's name. */
const THREAT_WORDS = { wins: 'wins here', forces: 'forces a win here' };

/**
 * A threat the game marks on an empty cell, in the threatening side's colour: a dashed ring round a pale stone
 * of its colour where it would win at once (the cell to block), a dot where it would make a win that cannot be
 * stopped (the cell to answer). Each sits on a halo of the other colour, so a white mark stands out on a light
 * board and a black one on a dark board; the dashes and the pale fill tell it from a stone.
 */
function drawThreat(svg, state, mark, x, y) {
  const wins = mark.kind === 'wins';
  const g = el('g', { class: `threat ${mark.kind} side${mark.side}`, 'data-cell': mark.cell, 'data-side': mark.side }, svg);
  const at = { cx: x + CELL / 2, cy: y + CELL / 2, r: wins ? CELL / 2 - 9 : 10 };
  el('circle', { class: 'halo', ...at }, g);
  el('circle', { class: 'mark', ...at }, g);
  el('title', {}, g).textContent = `${state.sides[mark.side]} ${THREAT_WORDS[mark.kind]}`;
}

/** True for a light square of a checkers board, which is never played on. */
function isLight(grid, i) {
  return grid.style === 'checkers' && (Math.floor(i / grid.cols) + (i % grid.cols)) % 2 === 0;
}

/**
 * The SVG of `state.board`. `onMove(text)` is called when a cell of a legal move is activated while
 * `interactive` is true; `hint` lists cells to ring (a suggested move).
 */
export function drawBoard(state, { interactive, onMove, selection = [], onCell, hint = [] }) {
  const grid = state.board;
  // the coordinates sit inside the frame, in a band as wide on every side so the board stays centred;
  // a board without them (a card's picture) keeps a thin rim
  const labelled = grid.rowLabels.length > 0 || grid.colLabels.length > 0;
  // a board is drawn as large as the page allows whatever its size, so its labels are sized by the number of
  // cells across: about as large on the screen on a 3 x 3 board as on a 15 x 15 one
  const scale = Math.min(1.6, Math.max(0.5, Math.max(grid.cols, grid.rows) / 8));
  const rim = labelled ? Math.round(MARGIN * scale) : 6;
  const labelSize = (14 * scale).toFixed(1);
  const left = rim;
  const top = rim;
  const width = grid.cols * CELL + 2 * rim;
  const height = grid.rows * CELL + 2 * rim;
  const svg = el('svg', {
    viewBox: `0 0 ${width} ${height}`, class: `board style-${grid.style}`, role: 'grid',
    'aria-label': `${state.title} board`,
  });
  el('rect', { class: 'frame', x: 0, y: 0, width, height, rx: 8 }, svg);
  const moveOfCell = new Map();
  const markers = new Set();
  // moves that are paths (checkers) are played by clicking along them: every dark square takes clicks
  const pathMode = interactive && state.moves.some((m) => m.path.length > 0);
  const chosen = new Set(selection);
  if (pathMode) {
    for (const move of state.moves) {
      if (move.path.length > selection.length && selection.every((c, i) => move.path[i] === c)) {
        markers.add(move.path[selection.length]);
      }
    }
  } else if (interactive) {
    for (const move of state.moves) {
      move.cells.forEach((cell, i) => {
        moveOfCell.set(cell, move.text);
        if (i === 0) markers.add(cell);
      });
    }
  }
  // on a go board nearly every empty point is playable, and a dot on each would hide the stones' shapes: only
  // the empty points that are not playable (renju's forbidden points) are marked, with a cross
  const exceptionsOnly = grid.style === 'stones';
  const highlight = new Set(grid.highlight);
  const last = state.lastMove && state.lastMove.cells.length ? state.lastMove.cells[0] : -1;
  const xOf = (i) => left + (i % grid.cols) * CELL;
  const yOf = (i) => top + Math.floor(i / grid.cols) * CELL;
  let dark = 0;
  for (let i = 0; i < grid.cells.length; i++) {
    el('rect', {
      class: 'cell' + (highlight.has(i) ? ' win' : '') + (i === last ? ' last' : '') + (isLight(grid, i) ? ' light' : '')
        + (chosen.has(i) ? ' selected' : ''),
      x: xOf(i) + 1, y: yOf(i) + 1, width: CELL - 2, height: CELL - 2, rx: 4,
    }, svg);
    if (grid.style === 'checkers' && !isLight(grid, i)) {
      // the dark squares carry their numbers 1-32, which is how checkers moves are written
      el('text', { class: 'square-number', x: xOf(i) + 3, y: yOf(i) + 12 }, svg).textContent = String(++dark);
    }
    if (grid.style === 'discs' && grid.cells[i] === '') {
      el('circle', { class: 'hole', cx: xOf(i) + CELL / 2, cy: yOf(i) + CELL / 2, r: CELL / 2 - 6 }, svg);
    }
    if (grid.cells[i] !== '') drawPiece(svg, grid.style, grid.cells[i], xOf(i), yOf(i));
    if (i === last) {
      el('circle', { class: 'last-marker', cx: xOf(i) + CELL / 2, cy: yOf(i) + CELL / 2, r: 5 }, svg);
    }
    if (markers.has(i) && pathMode && selection.length === 0) {
      // a piece that can move: a ring round it, clearer than a dot on a piece
      el('circle', { class: 'legal movable', 'data-cell': i, cx: xOf(i) + CELL / 2, cy: yOf(i) + CELL / 2, r: CELL / 2 - 7 }, svg);
    } else if (markers.has(i) && !exceptionsOnly) {
      el('circle', { class: 'legal', 'data-cell': i, cx: xOf(i) + CELL / 2, cy: yOf(i) + CELL / 2, r: 8 }, svg);
    } else if (exceptionsOnly && interactive && grid.cells[i] === '' && !moveOfCell.has(i)) {
      drawCross(svg, i, xOf(i), yOf(i));
    }
  }
  for (const mark of grid.marks || []) drawThreat(svg, state, mark, xOf(mark.cell), yOf(mark.cell));
  for (const i of hint) {
    el('circle', { class: 'hint-ring', 'data-cell': i, cx: xOf(i) + CELL / 2, cy: yOf(i) + CELL / 2, r: CELL / 2 - 4 }, svg);
  }
  grid.colLabels.forEach((label, c) => {
    el('text', { class: 'label', x: left + c * CELL + CELL / 2, y: height - rim / 2, 'text-anchor': 'middle',
      'dominant-baseline': 'central', 'font-size': labelSize }, svg)
      .textContent = label;
  });
  grid.rowLabels.forEach((label, r) => {
    el('text', { class: 'label', x: rim / 2, y: top + r * CELL + CELL / 2, 'text-anchor': 'middle',
      'dominant-baseline': 'central', 'font-size': labelSize }, svg)
      .textContent = label;
  });
  // one transparent target per cell on top, so a click anywhere in the cell counts and the keyboard can reach it
  for (let i = 0; i < grid.cells.length; i++) {
    const move = moveOfCell.get(i);
    const clickable = pathMode && !isLight(grid, i);
    const hit = el('rect', {
      class: 'hit' + (move || clickable ? ' playable' : ''), 'data-cell': i, x: xOf(i), y: yOf(i), width: CELL,
      height: CELL, role: 'gridcell',
      'aria-label': cellLabel(grid, i) + threatsOn(state, i) + (move ? `: play ${move}` : '') + (chosen.has(i) ? ', selected' : ''),
    }, svg);
    if (clickable) {
      hit.setAttribute('tabindex', '0');
      hit.addEventListener('click', () => onCell(i));
      hit.addEventListener('keydown', (e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onCell(i);
        }
      });
    } else if (move) {
      hit.setAttribute('data-move', move);
      hit.setAttribute('tabindex', '0');
      hit.addEventListener('click', () => onMove(move));
      hit.addEventListener('keydown', (e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onMove(move);
        }
      });
    }
  }
  svg.addEventListener('keydown', (e) => moveFocus(svg, grid, e));
  return svg;
}

function cellLabel(grid, i) {
  const col = grid.colLabels[i % grid.cols] ?? String(i % grid.cols + 1);
  const row = grid.rowLabels[Math.floor(i / grid.cols)];
  const code = grid.cells[i];
  const piece = code === '' ? 'empty' : `side ${Number(code[0]) + 1}` + (code.endsWith('k') ? ' king' : '');
  return (row !== undefined ? col + row : `column ${col}, row ${Math.floor(i / grid.cols) + 1}`) + `, ${piece}`;
}

/** The threats marked on cell `i`, for its label: ", Black wins here". */
function threatsOn(state, i) {
  return (state.board.marks || []).filter((m) => m.cell === i)
    .map((m) => `, ${state.sides[m.side]} ${THREAT_WORDS[m.kind]}`).join('');
}

/**
 * Arrow keys walk the focus to a playable cell in that direction: the nearest one in the next row (or
 * column) that has any, so sparse moves (Othello's) and diagonal ones (checkers') are all reachable.
 */
function moveFocus(svg, grid, e) {
  const steps = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
  const step = steps[e.key];
  const attr = document.activeElement && document.activeElement.getAttribute('data-cell');
  if (!step || attr === null) return;
  const from = Number(attr);
  e.preventDefault();
  const r0 = Math.floor(from / grid.cols);
  const c0 = from % grid.cols;
  const vertical = step[0] !== 0;
  const lines = vertical ? grid.rows : grid.cols;
  const across = vertical ? grid.cols : grid.rows;
  for (let line = (vertical ? r0 : c0) + (vertical ? step[0] : step[1]); line >= 0 && line < lines;
    line += vertical ? step[0] : step[1]) {
    let best = null;
    let bestDistance = Infinity;
    for (let k = 0; k < across; k++) {
      const cell = vertical ? line * grid.cols + k : k * grid.cols + line;
      const target = svg.querySelector(`.hit.playable[data-cell="${cell}"]`);
      const distance = Math.abs(k - (vertical ? c0 : r0));
      if (target && distance < bestDistance) {
        best = target;
        bestDistance = distance;
      }
    }
    if (best) {
      best.focus();
      return;
    }
  }
}

/** A piece of `side` alone, drawn as a board of `style` draws it: the players' colours beside their names. */
export function pieceIcon(style, side) {
  const svg = el('svg', { viewBox: `0 0 ${CELL} ${CELL}`, class: `piece-icon board style-${style}`, 'aria-hidden': 'true' });
  drawPiece(svg, style, String(side), 0, 0);
  return svg;
}
