// How long rapid-draughts' alpha-beta takes a move at a depth: it plays itself from the start for 30 plies
// (or to the end) and prints the median, mean and longest time. `node time-moves.mjs 8`
import { EnglishDraughts, EnglishDraughtsComputerFactory } from 'rapid-draughts/english';
import { DraughtsStatus } from 'rapid-draughts';

const depth = Number(process.argv[2] ?? 6);
if (!Number.isInteger(depth) || depth < 1) {
  console.error('usage: node time-moves.mjs DEPTH');
  process.exit(2);
}
const computer = EnglishDraughtsComputerFactory.alphaBeta({ maxDepth: depth });
const game = EnglishDraughts.setup();
const times = [];
while (times.length < 30 && game.status === DraughtsStatus.PLAYING) {
  const start = performance.now();
  const move = await computer(game);
  times.push(performance.now() - start);
  game.move(move);
}
times.sort((a, b) => a - b);
const mean = times.reduce((a, b) => a + b, 0) / times.length;
console.log(`depth ${depth}: ${times.length} moves, median ${times[times.length >> 1].toFixed(0)} ms, `
  + `mean ${mean.toFixed(0)} ms, longest ${times[times.length - 1].toFixed(0)} ms`);
