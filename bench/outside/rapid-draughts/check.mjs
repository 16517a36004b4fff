// Checks of the adapter's move texts against rapid-draughts' own moves: `npm test` (after `npm ci`).
import assert from 'node:assert/strict';
import { Board, check } from './rapid-draughts-gtp.mjs';

check(); // the library's board is numbered as PDN numbers it

// a simple move and a double jump, both ways through the text
const start = new Board();
start.play('11-15');
start.play('22-18');
assert.deepEqual(start.game.moves.map((m) => start.format(m)), ['15x22']);
start.play('15x22');
assert.deepEqual(start.game.moves.map((m) => start.format(m)).sort(), ['25x18', '26x17']);

// a double jump named by its whole path and by its ends
const two = Board.of({ black: [14, 15], white: [18, 19, 26] });
assert.deepEqual(two.game.moves.map((m) => two.format(m)).sort(), ['14x23x30', '15x22x31', '15x24']);
two.play('14x30');
assert.equal(two.sideName(), 'white');
assert.equal(two.pieceAt(30)?.king, true);
assert.equal(two.pieceAt(18), undefined);

// bad text and illegal moves are errors that say what is wrong
const fresh = new Board();
assert.throws(() => fresh.play('11-16x'), /not a PDN move/);
assert.throws(() => fresh.play('11-18'), /illegal move 11-18; legal: /);
assert.throws(() => fresh.play('11x18'), /illegal/);
assert.throws(() => fresh.play('0-4'), /not on the board/);

// a king's ring: the library keeps the start square 14 occupied during the chain, so it stops at 7; told the
// whole chain back over 14 and on to 5, the adapter checks it and makes it by hand
const ring = Board.of({ black: [14], kings: [14], white: [9, 10, 11, 17, 18, 19, 25, 26, 27] });
const texts = ring.game.moves.map((m) => ring.format(m));
assert.ok(!texts.includes('14x23x16x7x14x5'));
ring.play('14x23x16x7x14x5');
assert.equal(ring.sideName(), 'white');
assert.equal(ring.pieceAt(5)?.king, true);
for (const taken of [18, 19, 11, 10, 9]) {
  assert.equal(ring.pieceAt(taken), undefined, `piece on ${taken} taken`);
}
assert.equal(ring.pieceAt(14), undefined);
assert.equal(ring.pieceAt(17)?.player, 'light');
const bad = Board.of({ black: [14], kings: [14], white: [9, 10, 11, 17, 18, 19, 25, 26, 27] });
assert.throws(() => bad.play('14x23x16x7x14x23'), /no enemy piece to take on 18/);
console.log(`ok: the adapter's move texts (the library offers the ring ${texts.filter((t) => t.startsWith('14x23x16')).join(', ')})`);
