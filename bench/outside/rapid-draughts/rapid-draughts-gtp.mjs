#!/usr/bin/env node
// A Go Text Protocol (GTP 2) front for rapid-draughts, a public English draughts engine on npm, so that
// `strategist match checkers --b 'gtp=node .../rapid-draughts-gtp.mjs --depth=8'` can play against it.
// Moves are PDN text: `11-15`, and captures as full paths `22x15x8` (the short `22x8` is read when only one
// capture goes from 22 to 8). Black (rapid-draughts' "dark") starts on 1-12 and moves first.
//
//   node rapid-draughts-gtp.mjs [--depth=N] [--quiescence=on|off]
//
// --depth is the engine's maxDepth (default 6): it searches to that fixed depth, it has no time control.

import { createInterface } from 'node:readline';
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DraughtsPlayer } from 'rapid-draughts';
import { EnglishDraughts, EnglishDraughtsComputerFactory } from 'rapid-draughts/english';

const COMMANDS = ['protocol_version', 'name', 'version', 'known_command', 'list_commands', 'boardsize',
  'clear_board', 'play', 'genmove', 'showboard', 'quit'];

function options(argv) {
  const opts = { depth: 6, quiescence: true };
  for (const arg of argv) {
    const m = /^--(depth|quiescence)=(.+)$/.exec(arg);
    if (!m) {
      throw new Error(`unknown argument '${arg}': use --depth=N or --quiescence=on|off`);
    }
    if (m[1] === 'depth') {
      const n = Number(m[2]);
      if (!Number.isInteger(n) || n < 1 || n > 30) {
        throw new Error(`--depth must be a whole number from 1 to 30, not '${m[2]}'`);
      }
      opts.depth = n;
    } else if (m[2] === 'on' || m[2] === 'off') {
      opts.quiescence = m[2] === 'on';
    } else {
      throw new Error(`--quiescence is on or off, not '${m[2]}'`);
    }
  }
  return opts;
}

// The installed library's version, from its package.json beside this file (its exports hide the file).
function packageVersion() {
  try {
    const file = new URL('./node_modules/rapid-draughts/package.json', import.meta.url);
    return JSON.parse(readFileSync(file, 'utf8')).version;
  } catch (e) {
    return 'unknown';
  }
}

// Board geometry in PDN squares 1..32: square s is on row (s-1)/4 from Black's side; rows alternate
// which file the first dark square is on.
function rowCol(square) {
  const row = Math.floor((square - 1) / 4);
  return [row, 2 * ((square - 1) % 4) + (row % 2 === 0 ? 1 : 0)];
}

function squareAt(row, col) {
  if (row < 0 || row > 7 || col < 0 || col > 7 || (row + col) % 2 === 0) {
    return 0;
  }
  return row * 4 + Math.floor(col / 2) + 1;
}

// rapid-draughts' 1D positions 0..31: worked out from its own board view, so this file does not rely on
// its internal numbering (it is PDN square - 1 in version 1.0.6, which check() below confirms).
const BIT_OF_POSITION = (() => {
  const map = new Array(32);
  for (let bit = 0; bit < 32; bit++) {
    const game = EnglishDraughts.setup({ board: { light: (1 << bit) >>> 0, dark: 0, king: 0 } });
    const sq = game.board.find((s) => s.dark && s.piece);
    map[sq.position] = (1 << bit) >>> 0;
  }
  return map;
})();

/** Our state: rapid-draughts' game object, rebuilt from raw data when it must take a move it does not know. */
export class Board {
  /** The start position, or {@code data} (rapid-draughts' engine data) when given. */
  constructor(data) {
    this.game = EnglishDraughts.setup(data);
  }

  /** A board from PDN squares: {black: [...], white: [...], kings: [...]}, Black to move unless said. */
  static of({ black = [], white = [], kings = [], toMove = 'black' }) {
    const bits = (squares) => squares.reduce((acc, sq) => (acc | BIT_OF_POSITION[sq - 1]) >>> 0, 0);
    return new Board({
      player: toMove === 'black' ? DraughtsPlayer.DARK : DraughtsPlayer.LIGHT,
      board: { dark: bits(black), light: bits(white), king: bits(kings) },
      stats: { sinceCapture: 0, sinceNonKingAdvance: 0 },
    });
  }

  sideName() {
    return this.game.player === DraughtsPlayer.DARK ? 'black' : 'white';
  }

  pieceAt(square) {
    return this.game.board.find((s) => s.dark && s.position === square - 1)?.piece;
  }

  // The PDN squares visited by a move text (`11-15`, `22x15x8`, `22x8`), checked against the legal moves.
  parse(text) {
    const m = /^([0-9]{1,2})(?:([-x])([0-9]{1,2}))+$/.exec(text);
    if (!m) {
      throw new Error(`'${text}' is not a PDN move such as 11-15 or 22x15x8`);
    }
    const capture = text.includes('x');
    if (capture && text.includes('-')) {
      throw new Error(`'${text}' mixes - and x`);
    }
    const squares = text.split(/[-x]/).map(Number);
    for (const s of squares) {
      if (s < 1 || s > 32) {
        throw new Error(`square ${s} in '${text}' is not on the board (1..32)`);
      }
    }
    if (!capture && squares.length !== 2) {
      throw new Error(`'${text}': a move that is not a capture goes from one square to a neighbour`);
    }
    return { squares, capture };
  }

  // Finds the legal move the text names; a full capture path the library does not list is checked jump by
  // jump and applied by hand (rapid-draughts keeps a capturing king's own start square occupied during its
  // chain, so it misses the rare chain that passes back over that square).
  play(text) {
    const { squares, capture } = this.parse(text);
    const origin = squares[0] - 1;
    const destination = squares[squares.length - 1] - 1;
    const moves = this.game.moves;
    let candidates = moves.filter((mv) => mv.origin === origin && mv.destination === destination
      && (mv.captures.length > 0) === capture);
    if (capture && squares.length > 2) {
      const taken = this.jumpedSquares(squares).map((s) => s - 1).sort((a, b) => a - b);
      candidates = candidates.filter((mv) => sameSet(mv.captures, taken));
      if (candidates.length === 0) {
        this.applyByHand(squares);
        return;
      }
    }
    if (candidates.length === 0) {
      throw new Error(`illegal move ${text}; legal: ${moves.map((mv) => this.format(mv)).join(' ')}`);
    }
    if (candidates.length > 1) {
      throw new Error(`ambiguous move ${text}: ${candidates.map((mv) => this.format(mv)).join(' or ')}`);
    }
    this.game.move(candidates[0]);
  }

  jumpedSquares(squares) {
    const out = [];
    for (let i = 0; i + 1 < squares.length; i++) {
      const [r0, c0] = rowCol(squares[i]);
      const [r1, c1] = rowCol(squares[i + 1]);
      if (Math.abs(r1 - r0) !== 2 || Math.abs(c1 - c0) !== 2) {
        throw new Error(`${squares[i]}x${squares[i + 1]} is not a jump`);
      }
      out.push(squareAt((r0 + r1) / 2, (c0 + c1) / 2));
    }
    return out;
  }

  applyByHand(squares) {
    const mover = this.pieceAt(squares[0]);
    if (!mover || mover.player !== this.game.player) {
      throw new Error(`no ${this.sideName()} piece on ${squares[0]}`);
    }
    const jumped = this.jumpedSquares(squares);
    const forward = mover.player === DraughtsPlayer.DARK ? 1 : -1;
    for (let i = 0; i < jumped.length; i++) {
      const over = this.pieceAt(jumped[i]);
      const land = squares[i + 1];
      if (!over || over.player === mover.player || jumped.indexOf(jumped[i]) !== i) {
        throw new Error(`illegal capture: no enemy piece to take on ${jumped[i]}`);
      }
      if (this.pieceAt(land) && land !== squares[0]) {
        throw new Error(`illegal capture: ${land} is not empty`);
      }
      if (!mover.king && Math.sign(rowCol(land)[0] - rowCol(squares[i])[0]) !== forward) {
        throw new Error(`illegal capture: a man cannot jump backwards to ${land}`);
      }
    }
    const data = this.game.engine.serialize();
    const board = { ...data.board };
    const clear = (sq) => {
      const bit = BIT_OF_POSITION[sq - 1];
      board.light = (board.light & ~bit) >>> 0;
      board.dark = (board.dark & ~bit) >>> 0;
      board.king = (board.king & ~bit) >>> 0;
    };
    clear(squares[0]);
    jumped.forEach(clear);
    const to = squares[squares.length - 1];
    const toBit = BIT_OF_POSITION[to - 1];
    const toRow = rowCol(to)[0];
    if (mover.player === DraughtsPlayer.DARK) {
      board.dark = (board.dark | toBit) >>> 0;
    } else {
      board.light = (board.light | toBit) >>> 0;
    }
    if (mover.king || toRow === 0 || toRow === 7) {
      board.king = (board.king | toBit) >>> 0;
    }
    this.game = EnglishDraughts.setup({
      player: mover.player === DraughtsPlayer.DARK ? DraughtsPlayer.LIGHT : DraughtsPlayer.DARK,
      board,
      stats: { sinceCapture: 0, sinceNonKingAdvance: data.stats.sinceNonKingAdvance + 1 },
    });
  }

  // A library move as PDN text: a capture as its full path, found by following the captured pieces.
  format(mv) {
    const from = mv.origin + 1;
    const to = mv.destination + 1;
    if (mv.captures.length === 0) {
      return `${from}-${to}`;
    }
    const left = new Set(mv.captures.map((p) => p + 1));
    const path = [from];
    const free = (sq) => sq === from || !this.pieceAt(sq);
    const walk = (sq) => {
      if (left.size === 0) {
        return sq === to;
      }
      const [r, c] = rowCol(sq);
      for (const [dr, dc] of [[1, 1], [1, -1], [-1, 1], [-1, -1]]) {
        const over = squareAt(r + dr, c + dc);
        const land = squareAt(r + 2 * dr, c + 2 * dc);
        if (over && land && left.has(over) && free(land)) {
          left.delete(over);
          path.push(land);
          if (walk(land)) {
            return true;
          }
          path.pop();
          left.add(over);
        }
      }
      return false;
    };
    if (!walk(from)) {
      throw new Error(`cannot trace the capture ${from}x${to}`);
    }
    return path.join('x');
  }

  show() {
    return this.game.asciiBoard();
  }
}

function sameSet(a, b) {
  if (a.length !== b.length) {
    return false;
  }
  const s = [...a].sort((x, y) => x - y);
  return s.every((v, i) => v === b[i]);
}

function colour(word) {
  switch ((word ?? '').toLowerCase()) {
    case 'b': case 'black': return 'black';
    case 'w': case 'white': return 'white';
    default: throw new Error(`unknown colour '${word ?? ''}': use black or white`);
  }
}

export function check() {
  const start = new Board();
  const texts = start.game.moves.map((mv) => start.format(mv)).sort().join(' ');
  if (start.sideName() !== 'black' || texts !== '10-14 10-15 11-15 11-16 12-16 9-13 9-14') {
    throw new Error(`rapid-draughts' board is not laid out as PDN expects (start moves: ${texts})`);
  }
}

async function main() {
  let opts;
  try {
    opts = options(process.argv.slice(2));
    check();
  } catch (e) {
    process.stderr.write(`rapid-draughts-gtp: ${e.message}\n`);
    process.exit(2);
  }
  const computer = EnglishDraughtsComputerFactory.alphaBeta({ maxDepth: opts.depth, quiescence: opts.quiescence });
  const version = packageVersion();
  let board = new Board();
  const input = createInterface({ input: process.stdin, terminal: false });
  for await (const raw of input) {
    const line = raw.replace(/#.*/, '').replace(/[\x00-\x08\x0b-\x1f\x7f]/g, '').trim();
    if (line === '') {
      continue;
    }
    const words = line.split(/\s+/);
    const id = /^[0-9]+$/.test(words[0]) ? words.shift() : '';
    const command = (words[0] ?? '').toLowerCase();
    const args = words.slice(1);
    let answer;
    let ok = true;
    try {
      switch (command) {
        case 'protocol_version': answer = '2'; break;
        case 'name': answer = 'rapid-draughts'; break;
        case 'version': answer = `${version} alphaBeta maxDepth ${opts.depth}`; break;
        case 'known_command': answer = String(COMMANDS.includes((args[0] ?? '').toLowerCase())); break;
        case 'list_commands': answer = COMMANDS.join('\n'); break;
        case 'boardsize':
          if (args[0] !== '8') {
            throw new Error('unacceptable size: English checkers is played on 8 x 8');
          }
          answer = '';
          break;
        case 'clear_board': board = new Board(); answer = ''; break;
        case 'play': {
          if (args.length !== 2) {
            throw new Error('play needs a colour and a move, as in play black 11-15');
          }
          if (colour(args[0]) !== board.sideName()) {
            throw new Error(`it is ${board.sideName()}'s move, not ${colour(args[0])}'s`);
          }
          board.play(args[1].toLowerCase());
          answer = '';
          break;
        }
        case 'genmove': {
          if (colour(args[0]) !== board.sideName()) {
            throw new Error(`it is ${board.sideName()}'s move, not ${colour(args[0])}'s`);
          }
          if (board.game.moves.length === 0) {
            answer = 'resign';
            break;
          }
          const mv = await computer(board.game);
          answer = board.format(mv);
          board.game.move(mv);
          break;
        }
        case 'showboard': answer = '\n' + board.show(); break;
        case 'quit': answer = ''; break;
        default: throw new Error(`unknown command '${command}'`);
      }
    } catch (e) {
      ok = false;
      answer = e.message;
    }
    process.stdout.write(`${ok ? '=' : '?'}${id}${answer === '' ? '' : ' ' + answer}\n\n`);
    if (command === 'quit') {
      break;
    }
  }
  process.exit(0);
}

// run as a program, not when check.mjs imports the board for its tests
if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))) {
  main();
}
