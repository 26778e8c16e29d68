"""Reading datasets (DESIGN.md section 3) and resampling images the way the app does.

Resampling is PIL's BOX filter (area average), the same as src/vision/resample.ts, so a tile looks
the same to a model in training and in the browser.
"""
import json
import os

import numpy as np
from PIL import Image

from spec import CLASSIFIER_INPUT, CLASSIFIER_MARGIN, DETECTOR_INPUT, PAD_VALUE

PAD = int(round(PAD_VALUE * 255))


def read_labels(folder, subset=None):
    """Rows of `folder/labels.jsonl`, optionally only one `subset` (real-chinese: train/dev_eval)."""
    rows = []
    with open(os.path.join(folder, "labels.jsonl"), encoding="utf-8") as f:
        for line in f:
            if line.strip():
                row = json.loads(line)
                if subset is None or row.get("subset") == subset:
                    rows.append(row)
    return rows


def art_of(row):
    """(family, look) of a scene of other authors' art (style `art:FAMILY:LOOK`), else None."""
    parts = row.get("style", "").split(":")
    return (parts[1], parts[2]) if len(parts) == 3 and parts[0] == "art" else None


def open_rgb(folder, row):
    return Image.open(os.path.join(folder, row["image"])).convert("RGB")


def letterbox(img, size=DETECTOR_INPUT):
    """The frame fitted into a size x size grey square; returns (uint8 HxWx3, scale, pad_x, pad_y).

    Same geometry as src/vision/letterbox.ts: uniform scale, drawn size rounded, centred (floor).
    """
    w, h = img.size
    scale = min(size / w, size / h)
    # Halves round up, as Math.round does (Python's round() would round them to even).
    dw = min(size, max(1, int(w * scale + 0.5)))
    dh = min(size, max(1, int(h * scale + 0.5)))
    px, py = (size - dw) // 2, (size - dh) // 2
    canvas = Image.new("RGB", (size, size), (PAD, PAD, PAD))
    canvas.paste(img.resize((dw, dh), Image.BOX), (px, py))
    return np.asarray(canvas), dw / w, dh / h, px, py


def crop_box(img, box, size=CLASSIFIER_INPUT, margin=CLASSIFIER_MARGIN):
    """A tile cut as the app cuts it: box grown by `margin` per side, clipped, area-averaged."""
    x, y, w, h = box
    W, H = img.size
    x0 = max(0.0, x - margin * w)
    y0 = max(0.0, y - margin * h)
    x1 = min(float(W), x + w + margin * w)
    y1 = min(float(H), y + h + margin * h)
    if x1 - x0 < 1 or y1 - y0 < 1:
        return None
    return np.asarray(img.resize((size, size), Image.BOX, box=(x0, y0, x1, y1)))
