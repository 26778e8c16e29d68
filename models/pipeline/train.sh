#!/usr/bin/env bash
# The whole training pipeline, end to end, on CPU (about 6,200 s on a 2-core machine, models/MODEL_CARD.md):
#   npm run train [-- WORK_DIR]        (default WORK_DIR: ../riichi-train, outside the repository)
# 1. renders 1,500 synthetic scenes in the training styles, 3,000 in recombined training styles
#    and 300 of the held-out style,
# 2. trains the detector in two stages, 3. the classifier (PyTorch, Debian's python3-torch),
# 4. exports both to TF.js layers format under models/ with reference outputs (parity test),
# 5. evaluates the exported models with `npm run eval` on real-chinese dev_eval and the held-out style.
# Real photos are read from ../shared/datasets/real-chinese (REAL_DATA overrides it).
set -euo pipefail
cd "$(dirname "$0")/../.."
WORK="${1:-../riichi-train}"
REAL="${REAL_DATA:-../shared/datasets/real-chinese}"
PY=/usr/bin/python3

if ! "$PY" -c 'import torch, PIL, numpy' 2>/dev/null; then
  echo "train: needs PyTorch, Pillow and NumPy for $PY: apt-get install python3-torch python3-pil python3-numpy" >&2
  exit 2
fi
if [ ! -f "$REAL/labels.jsonl" ]; then
  echo "train: no real photos at $REAL (labels.jsonl missing); set REAL_DATA" >&2
  exit 2
fi
mkdir -p "$WORK/run"
start=$(date +%s)
step() { echo "== $1 ($(( $(date +%s) - start )) s)"; }

step "synthetic scenes"
[ -f "$WORK/synth/labels.jsonl" ] || npm run --silent synth -- --out "$WORK/synth" --count 1500 --jobs 2
[ -f "$WORK/synth-mixed/labels.jsonl" ] || npm run --silent synth -- --out "$WORK/synth-mixed" --count 1500 --styles mixed --seed 3 --jobs 2
[ -f "$WORK/synth-mixed5/labels.jsonl" ] || npm run --silent synth -- --out "$WORK/synth-mixed5" --count 1500 --styles mixed --seed 5 --jobs 2
[ -f "$WORK/synth-heldout/labels.jsonl" ] || npm run --silent synth -- --out "$WORK/synth-heldout" --count 300 --styles held-out --seed 2 --jobs 2

step "detector"
"$PY" models/pipeline/train_detector.py --real "$REAL" --synth "$WORK/synth,$WORK/synth-mixed" --out "$WORK/run/detector-stage1.pt" | tee "$WORK/run/detector-stage1.log"
# A second, gentler stage from the first one's best weights, with 1,500 more scenes: the loss was
# still falling after 36 epochs (models/MODEL_CARD.md: dev_eval tile F1 0.9693 -> 0.9741 by the
# script's decoder).
step "detector, second stage"
"$PY" models/pipeline/train_detector.py --real "$REAL" --synth "$WORK/synth,$WORK/synth-mixed,$WORK/synth-mixed5" --init "$WORK/run/detector-stage1.pt" --epochs 20 --lr 1e-3 --out "$WORK/run/detector.pt" | tee "$WORK/run/detector.log"
step "classifier"
"$PY" models/pipeline/train_classifier.py --real "$REAL" --synth "$WORK/synth,$WORK/synth-mixed" --out "$WORK/run/classifier.pt" | tee "$WORK/run/classifier.log"
step "export"
"$PY" models/pipeline/export_tfjs.py --detector "$WORK/run/detector.pt" --classifier "$WORK/run/classifier.pt" --out models

step "evaluation"
npm run --silent eval -- --dataset "$REAL" --subset dev_eval | tail -1 | tee "$WORK/run/eval-dev.json"
npm run --silent eval -- --dataset "$WORK/synth-heldout" | tail -1 | tee "$WORK/run/eval-heldout.json"
step "done"
