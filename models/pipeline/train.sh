#!/usr/bin/env bash
# The whole training pipeline, end to end, in resumable stages (each is skipped when its output is
# there, so a run that was stopped goes on where it stopped):
#   npm run train [-- WORK_DIR]        (default WORK_DIR: ../riichi-train, outside the repository)
#   FROM_COMMITTED=1 npm run train     fine-tunes the committed models instead of training anew
# 1. fetches other authors' tile art from Debian's packages and cuts it into faces (npm run art),
# 2. renders scenes: our own styles (1,500 training-style, 3,000 recombined), 3D block tiles with
#    the training art families, the games' and two fonts' (3,000, 1,000 more rich in kongs, and 150 to choose epochs by), and
#    the evaluation sets: 300 of the held-out style and 200 of each evaluation art family (never
#    trained on),
# 3. trains the detector, 4. the classifier, each in two stages (PyTorch, Debian's python3-torch;
#    CUDA when a GPU is there, the same commands),
# 5. exports both to TF.js layers format under models/ (float16 weights) with reference outputs,
# 6. evaluates the exported models with `npm run eval` on real-chinese dev_eval, the held-out style
#    and every evaluation art family, one line each.
# Real photos are read from ../shared/datasets/real-chinese (REAL_DATA overrides it).
set -euo pipefail
cd "$(dirname "$0")/../.."
WORK="${1:-../riichi-train}"
REAL="${REAL_DATA:-../shared/datasets/real-chinese}"
PY=/usr/bin/python3
PIPE=models/pipeline

if ! "$PY" -c 'import torch, PIL, numpy' 2>/dev/null; then
  echo "train: needs PyTorch, Pillow and NumPy for $PY: apt-get install python3-torch python3-pil python3-numpy" >&2
  exit 2
fi
if [ ! -f "$REAL/labels.jsonl" ]; then
  echo "train: no real photos at $REAL (labels.jsonl missing); set REAL_DATA" >&2
  exit 2
fi
# Each way of training keeps its own outputs: a fine-tuning run after a run from scratch in the same
# WORK (or the other way round) must not find the other's weights and pass its stages for done.
if [ "${FROM_COMMITTED:-0}" = 1 ]; then RUN="$WORK/run-from-committed"; else RUN="$WORK/run"; fi
mkdir -p "$RUN"
RUN="$(realpath "$RUN")" # absolute: import_tfjs.py runs from $PIPE
start=$(date +%s)
step() { echo "== $1 ($(( $(date +%s) - start )) s)"; }
scenes() { # DIR then synth arguments: rendered unless DIR/labels.jsonl is there
  local dir="$1"; shift
  [ -f "$dir/labels.jsonl" ] || npm run --silent synth -- --out "$dir" --jobs 2 "$@"
}
# OUT, then a training script and its arguments: run unless OUT is there, its log beside it. The
# scripts save their best weights as they go, from the starting weights on, so they write to
# OUT.partial and it becomes OUT only when the script has finished: a stage cut off midway starts
# again instead of passing for done.
fit() {
  local out="$1"; shift
  [ -f "$out" ] && return 0
  "$PY" "$@" --out "$out.partial" | tee "${out%.pt}.log"
  mv "$out.partial" "$out"
}

step "tile art"
npm run --silent art -- --out "$WORK/art"
EVAL_FAMILIES=$(node -e "const m=require('$(realpath "$WORK")/art/faces/manifest.json');console.log(m.families.filter(f=>f.split==='eval').map(f=>f.name).join(' '))")

step "synthetic scenes"
scenes "$WORK/synth" --count 1500
scenes "$WORK/synth-mixed" --count 1500 --styles mixed --seed 3
scenes "$WORK/synth-mixed5" --count 1500 --styles mixed --seed 5
scenes "$WORK/art-train" --count 3000 --art "$WORK/art" --families train --seed 201
# Hands whose sets are kongs half the time: kongs' stacked and face-down tiles are what the detector
# missed most (models/MODEL_CARD.md).
scenes "$WORK/art-kongs" --count 1000 --art "$WORK/art" --families train --seed 401 --kongs 0.5
scenes "$WORK/art-select" --count 150 --art "$WORK/art" --families train --seed 301
scenes "$WORK/synth-heldout" --count 300 --styles held-out --seed 2
for f in $EVAL_FAMILIES; do scenes "$WORK/eval-$f" --count 200 --art "$WORK/art" --families "$f" --seed 101; done

SYNTH="$WORK/synth,$WORK/synth-mixed,$WORK/art-train,$WORK/art-kongs"
SELECT="$WORK/art-select"
if [ "${FROM_COMMITTED:-0}" = 1 ]; then
  # Fine-tuning: the committed weights read back (BatchNorm folded, so its statistics stay frozen).
  step "detector, fine-tuned from the committed model"
  [ -f "$RUN/detector-init.pt" ] || (cd "$PIPE" && "$PY" import_tfjs.py --detector ../detector --out "$RUN/detector-init.pt")
  fit "$RUN/detector.pt" "$PIPE/train_detector.py" --real "$REAL" --synth "$SYNTH" --select "$SELECT" --init "$RUN/detector-init.pt" --freeze-bn --epochs 10 --lr 1e-3 --synth-per-epoch 1400
  step "classifier, fine-tuned from the committed model"
  [ -f "$RUN/classifier-init.pt" ] || (cd "$PIPE" && "$PY" import_tfjs.py --classifier ../classifier --out "$RUN/classifier-init.pt")
  fit "$RUN/classifier.pt" "$PIPE/train_classifier.py" --real "$REAL" --synth "$SYNTH" --select "$SELECT" --init "$RUN/classifier-init.pt" --freeze-bn --epochs 8 --lr 1e-3
else
  step "detector"
  fit "$RUN/detector-stage1.pt" "$PIPE/train_detector.py" --real "$REAL" --synth "$SYNTH" --select "$SELECT" --synth-per-epoch 1000
  # A second, gentler stage from the first one's best weights, with 1,500 more scenes: the loss was
  # still falling after 36 epochs (models/MODEL_CARD.md).
  step "detector, second stage"
  fit "$RUN/detector.pt" "$PIPE/train_detector.py" --real "$REAL" --synth "$SYNTH,$WORK/synth-mixed5" --select "$SELECT" --synth-per-epoch 1000 --init "$RUN/detector-stage1.pt" --epochs 20 --lr 1e-3
  step "classifier"
  fit "$RUN/classifier-stage1.pt" "$PIPE/train_classifier.py" --real "$REAL" --synth "$SYNTH" --select "$SELECT"
  # A second stage from the first one's best weights at a third of its peak learning rate: its
  # training loss was still falling after 24 epochs (models/MODEL_CARD.md).
  step "classifier, second stage"
  fit "$RUN/classifier.pt" "$PIPE/train_classifier.py" --real "$REAL" --synth "$SYNTH" --select "$SELECT" --init "$RUN/classifier-stage1.pt" --epochs 16 --lr 1e-3 --seed 2
fi

step "export"
"$PY" "$PIPE/export_tfjs.py" --detector "$RUN/detector.pt" --classifier "$RUN/classifier.pt" --out models

step "evaluation"
# eval.txt holds the lines of the models just exported, not those of a run before (a resumed run
# exports and evaluates again).
: > "$RUN/eval.txt"
ev() { echo "$1: $(npm run --silent eval -- --dataset "$2" "${@:3}" | tail -1)" | tee -a "$RUN/eval.txt"; }
ev dev_eval "$REAL" --subset dev_eval
ev held-out "$WORK/synth-heldout"
for f in $EVAL_FAMILIES; do ev "$f" "$WORK/eval-$f"; done
step "done"
