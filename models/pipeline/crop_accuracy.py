"""The classifier alone on tiles cut from label boxes, by art family and look: what it has learnt,
apart from the detector, the second opinion and rules-aware decoding that `npm run eval` adds.

    /usr/bin/python3 models/pipeline/crop_accuracy.py --classifier models/classifier FOLDER [FOLDER ...]
    /usr/bin/python3 models/pipeline/crop_accuracy.py --classifier WORK/run/classifier.pt --limit 300 WORK/art-train

--classifier is a TF.js folder (export_tfjs.py's format, read back by import_tfjs.py) or PyTorch
weights (train_classifier.py's output). Each tile is cut as the app cuts it (data.crop_box) from its
label box, without jitter, and classified once. Scenes of other authors' art carry a style
`art:FAMILY:LOOK`; one line per folder gives the accuracy per family, per look and in all.
"""
import argparse
import collections
import os

import numpy as np
import torch

import import_tfjs
from data import art_of, crop_box, open_rgb, read_labels
from nets import Classifier, device
from spec import CLASS_INDEX, CLASSES, class_of
from train_classifier import evaluate


def load(path):
    if os.path.isdir(path):
        return import_tfjs.import_classifier(path).to(device()).eval()
    model = Classifier(len(CLASSES))
    model.load_state_dict(torch.load(path, map_location="cpu"))
    return model.to(device()).eval()


def groups_of(folder, limit):
    """Tiles and labels per group name (family, look=LOOK)."""
    tiles = collections.defaultdict(lambda: ([], []))
    for row in read_labels(folder)[:limit]:
        img = open_rgb(folder, row)
        art = art_of(row)
        keys = [art[0], "look=" + art[1]] if art is not None else [row.get("style") or "unstyled"]
        for b in row["boxes"]:
            name = class_of(b)
            crop = None if name is None else crop_box(img, (b["x"], b["y"], b["w"], b["h"]))
            if crop is None:
                continue
            for key in keys + ["all"]:
                tiles[key][0].append(crop)
                tiles[key][1].append(CLASS_INDEX[name])
    return tiles


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--classifier", required=True)
    ap.add_argument("--limit", type=int, default=None, help="only the first N scenes of each folder")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("folders", nargs="+")
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    for path in [args.classifier, *args.folders]:
        if not os.path.exists(path):
            raise SystemExit(f"crop_accuracy: {path} does not exist")
    model = load(args.classifier)
    for folder in args.folders:
        groups = groups_of(folder, args.limit)
        cells = [f"{k} {evaluate(model, np.stack(xs), np.array(ys)):.3f} ({len(ys)})" for k, (xs, ys) in sorted(groups.items())]
        print(f"{folder}: " + ", ".join(cells), flush=True)


if __name__ == "__main__":
    main()
