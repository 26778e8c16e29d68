"""Trains the tile detector (nets.Detector) on real photos and synthetic scenes, CPU only.

    /usr/bin/python3 models/pipeline/train_detector.py --real ../shared/datasets/real-chinese \
        --synth WORK/synth,WORK/synth-mixed --out WORK/run/detector.pt [--epochs 36]

CenterNet-style targets: a Gaussian peak at each tile centre (focal loss), centre offset and
log size regressed at the peak cell (L1). `?` boxes (flowers) are tiles to the detector.
Selects the epoch with the best tile F1 on real-chinese dev_eval (model selection only).
"""
import argparse
import math
import random
import time

import numpy as np
import torch
import torch.nn.functional as F
from PIL import Image

from data import letterbox, open_rgb, read_labels, PAD
from nets import Detector, device, freeze_batchnorm
from spec import DETECTOR_INPUT as S, DETECTOR_STRIDE as STRIDE

G = S // STRIDE


def load_set(folder, subset=None, limit=None):
    """Every image letterboxed to S x S once, with its boxes in input pixels."""
    rows = read_labels(folder, subset)[:limit]
    out = []
    for row in rows:
        arr, sx, sy, px, py = letterbox(open_rgb(folder, row))
        boxes = np.array(
            [[b["x"] * sx + px, b["y"] * sy + py, b["w"] * sx, b["h"] * sy, 1.0 if b["tile"] == "?" else 0.0] for b in row["boxes"]],
            dtype=np.float32,
        ).reshape(-1, 5)
        out.append((arr, boxes))
    return out


def rot90(arr, boxes, k):
    """Rotates image and boxes by k quarter turns counter-clockwise (np.rot90 convention)."""
    for _ in range(k % 4):
        n = arr.shape[1]  # width before the turn
        arr = np.rot90(arr)
        x, y, w, h = boxes[:, 0].copy(), boxes[:, 1].copy(), boxes[:, 2].copy(), boxes[:, 3].copy()
        boxes = boxes.copy()
        boxes[:, 0], boxes[:, 1], boxes[:, 2], boxes[:, 3] = y, n - x - w, h, w
    return np.ascontiguousarray(arr), boxes


def augment(arr, boxes, rng):
    """Random quarter turn, flip, zoom (out onto grey or in by cropping), colour jitter."""
    arr, boxes = rot90(arr, boxes, rng.randrange(4))
    if rng.random() < 0.5:  # the detector does not read glyphs, so mirroring is harmless
        arr = np.ascontiguousarray(arr[:, ::-1])
        boxes = boxes.copy()
        boxes[:, 0] = S - boxes[:, 0] - boxes[:, 2]
    # Up to 2x: close-up photos (real-chinese dev_eval) show tiles 60 input pixels across and more.
    z = math.exp(rng.uniform(math.log(0.45), math.log(2.0)))
    n = max(8, int(round(S * z)))
    img = Image.fromarray(arr).resize((n, n), Image.BOX)
    canvas = Image.new("RGB", (S, S), (PAD, PAD, PAD))
    ox = rng.randint(min(0, S - n), max(0, S - n))
    oy = rng.randint(min(0, S - n), max(0, S - n))
    canvas.paste(img, (ox, oy))
    out = np.asarray(canvas).astype(np.float32) / 255
    b = boxes.copy()
    b[:, :4] *= n / S
    b[:, 0] += ox
    b[:, 1] += oy
    cx, cy = b[:, 0] + b[:, 2] / 2, b[:, 1] + b[:, 3] / 2
    b = b[(cx >= 0) & (cx < S) & (cy >= 0) & (cy < S) & (b[:, 2] >= 3) & (b[:, 3] >= 3)]
    # Colour: brightness, contrast, per-channel cast, sometimes grey.
    out = (out - 0.5) * rng.uniform(0.7, 1.3) + 0.5 + rng.uniform(-0.15, 0.15)
    out = out * np.array([rng.uniform(0.85, 1.15) for _ in range(3)], dtype=np.float32)
    if rng.random() < 0.5:
        # Channels shuffled: tile backs and tables come in every colour, and the detector must not
        # learn the few back colours of the training styles (it never names a tile, so red fives
        # do not care).
        out = out[:, :, rng.sample(range(3), 3)]
    if rng.random() < 0.1:
        out = np.repeat(out.mean(axis=2, keepdims=True), 3, axis=2)
    return np.clip(out, 0, 1), b


def targets(boxes):
    heat = np.zeros((G, G), np.float32)
    reg = np.zeros((4, G, G), np.float32)
    mask = np.zeros((G, G), np.float32)
    ys, xs = np.mgrid[0:G, 0:G].astype(np.float32)
    for x, y, w, h, _ in boxes:
        cx, cy = (x + w / 2) / STRIDE, (y + h / 2) / STRIDE
        i, j = min(G - 1, int(cy)), min(G - 1, int(cx))
        sigma = max(0.6, min(w, h) / STRIDE / 4)
        g = np.exp(-((xs - cx + 0.5) ** 2 + (ys - cy + 0.5) ** 2) / (2 * sigma * sigma))
        np.maximum(heat, g, out=heat)
        heat[i, j] = 1.0
        reg[:, i, j] = (cx - j, cy - i, math.log(w / STRIDE), math.log(h / STRIDE))
        mask[i, j] = 1.0
    return heat, reg, mask


def focal_loss(logits, heat):
    p = torch.sigmoid(logits).clamp(1e-4, 1 - 1e-4)
    pos = heat.eq(1).float()
    pos_loss = -torch.log(p) * (1 - p) ** 2 * pos
    neg_loss = -torch.log(1 - p) * p**2 * (1 - heat) ** 4 * (1 - pos)
    return (pos_loss.sum() + neg_loss.sum()) / pos.sum().clamp(min=1)


def decode(score, reg, min_score=0.3):
    """Boxes (x, y, w, h, score) in input pixels: 3x3 local maxima above min_score."""
    p = torch.sigmoid(score)
    peaks = (p == F.max_pool2d(p, 3, 1, 1)) & (p >= min_score)
    out = []
    for n in range(p.shape[0]):
        idx = peaks[n, 0].nonzero()
        boxes = []
        for i, j in idx.tolist():
            dx, dy, lw, lh = reg[n, :, i, j].tolist()
            w, h = math.exp(lw) * STRIDE, math.exp(lh) * STRIDE
            cx, cy = (j + dx) * STRIDE, (i + dy) * STRIDE
            boxes.append((cx - w / 2, cy - h / 2, w, h, p[n, 0, i, j].item()))
        out.append(boxes)
    return out


def iou(a, b):
    x0, y0 = max(a[0], b[0]), max(a[1], b[1])
    x1, y1 = min(a[0] + a[2], b[0] + b[2]), min(a[1] + a[3], b[1] + b[3])
    inter = max(0, x1 - x0) * max(0, y1 - y0)
    return inter / (a[2] * a[3] + b[2] * b[3] - inter + 1e-9)


def match_counts(dets, boxes):
    """(matched, counted detections, labelled riichi boxes) as DESIGN.md section 4 defines them."""
    dets = sorted(dets, key=lambda d: -d[4])
    used = set()
    matched = counted = 0
    for d in dets:
        best, bi = 0.5, -1
        for k, b in enumerate(boxes):
            if k not in used:
                v = iou(d, b)
                if v >= best:
                    best, bi = v, k
        if bi < 0:
            counted += 1
            continue
        used.add(bi)
        if boxes[bi][4] == 1.0:  # a '?' box: neither reward nor penalise
            continue
        matched += 1
        counted += 1
    return matched, counted, int((boxes[:, 4] == 0).sum())


def evaluate(model, items, batch=16):
    model.eval()
    m = c = l = 0
    dev = next(model.parameters()).device
    with torch.no_grad():
        for k in range(0, len(items), batch):
            chunk = items[k : k + batch]
            x = torch.from_numpy(np.stack([a.astype(np.float32) / 255 for a, _ in chunk])).permute(0, 3, 1, 2).to(dev)
            score, reg = (t.cpu() for t in model(x))
            for dets, (_, boxes) in zip(decode(score, reg), chunk):
                a, b, n = match_counts(dets, boxes)
                m, c, l = m + a, c + b, l + n
    p, r = m / max(c, 1), m / max(l, 1)
    return {"precision": p, "recall": r, "f1": 2 * p * r / max(p + r, 1e-9)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--real", required=True)
    ap.add_argument("--synth", required=True, help="synthetic dataset folders, comma-separated")
    ap.add_argument("--out", required=True)
    ap.add_argument("--epochs", type=int, default=36)
    ap.add_argument("--synth-per-epoch", type=int, default=700)
    ap.add_argument("--real-repeats", type=int, default=2)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--crop", type=int, default=256, help="train on random crops of this size (fully convolutional)")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--limit", type=int, default=None, help="images per set, for a quick smoke run")
    ap.add_argument("--init", default=None, help="start from these weights (a second, gentler stage) instead of from scratch")
    ap.add_argument("--lr", type=float, default=3e-3, help="peak learning rate of the one-cycle schedule")
    ap.add_argument("--freeze-bn", action="store_true", help="keep BatchNorm statistics as loaded (weights read back from TF.js by import_tfjs.py)")
    ap.add_argument("--box-weight", type=float, default=1.0, help="weight of the centre-offset and size loss beside the centre heatmap's")
    ap.add_argument("--select", default=None, help="synthetic folders (training art only) whose tile F1 is averaged with dev_eval's to choose the epoch")
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    rng = random.Random(args.seed)

    t0 = time.time()
    real = load_set(args.real, "train", args.limit)
    dev = load_set(args.real, "dev_eval", args.limit)
    synth = [item for folder in args.synth.split(",") for item in load_set(folder, None, args.limit)]
    select = [item for folder in args.select.split(",") for item in load_set(folder, None, args.limit)] if args.select else []
    print(f"loaded {len(real)} real, {len(dev)} dev, {len(synth)} synthetic, {len(select)} for selection in {time.time() - t0:.0f}s on {device()}", flush=True)

    def score_of(model):
        """dev_eval's tile F1, averaged with the selection scenes' when there are any."""
        f1 = evaluate(model, dev)["f1"]
        return f1 if not select else (f1 + evaluate(model, select)["f1"]) / 2

    model = Detector()
    if args.init:
        model.load_state_dict(torch.load(args.init, map_location="cpu"))
    model.to(device())
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=1e-4)
    steps_per_epoch = (len(real) * args.real_repeats + min(len(synth), args.synth_per_epoch)) // args.batch
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=args.lr, total_steps=args.epochs * steps_per_epoch, pct_start=0.15)
    best = score_of(model) if args.init else -1.0
    if args.init:
        torch.save(model.state_dict(), args.out)
        print(f"starting weights: selection tile F1 {best:.4f}", flush=True)
    for epoch in range(args.epochs):
        model.train()
        if args.freeze_bn:
            freeze_batchnorm(model)
        pool = real * args.real_repeats + rng.sample(synth, min(len(synth), args.synth_per_epoch))
        rng.shuffle(pool)
        t = time.time()
        total = 0.0
        for step in range(steps_per_epoch):
            xs, hs, rs, ms = [], [], [], []
            for arr, boxes in pool[step * args.batch : (step + 1) * args.batch]:
                img, b = augment(arr, boxes, rng)
                if args.crop < S:
                    cx, cy = rng.randint(0, S - args.crop), rng.randint(0, S - args.crop)
                    cx, cy = cx - cx % STRIDE, cy - cy % STRIDE
                    img = img[cy : cy + args.crop, cx : cx + args.crop]
                    heat, reg, mask = targets(b)
                    gy, gx, gc = cy // STRIDE, cx // STRIDE, args.crop // STRIDE
                    heat, reg, mask = heat[gy : gy + gc, gx : gx + gc], reg[:, gy : gy + gc, gx : gx + gc], mask[gy : gy + gc, gx : gx + gc]
                else:
                    heat, reg, mask = targets(b)
                xs.append(img)
                hs.append(heat)
                rs.append(reg)
                ms.append(mask)
            x = torch.from_numpy(np.stack(xs)).permute(0, 3, 1, 2).contiguous().to(device())
            heat, reg, mask = (torch.from_numpy(np.stack(v)).to(device()) for v in (hs, rs, ms))
            score, out = model(x)
            lf = focal_loss(score[:, 0], heat)
            m4 = mask.unsqueeze(1)
            lr_ = (F.l1_loss(out * m4, reg * m4, reduction="sum")) / mask.sum().clamp(min=1)
            loss = lf + args.box_weight * lr_
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            total += loss.item()
        metrics = evaluate(model, dev)
        chosen = score_of(model) if select else metrics["f1"]
        rate = steps_per_epoch * args.batch / (time.time() - t)
        print(f"epoch {epoch + 1}/{args.epochs} loss {total / steps_per_epoch:.3f} dev {metrics} selection F1 {chosen:.4f} ({rate:.1f} img/s)", flush=True)
        if chosen > best:
            best = chosen
            torch.save({k: v.cpu() for k, v in model.state_dict().items()}, args.out)
    print(f"best selection tile F1 {best:.4f}; {time.time() - t0:.0f}s in all", flush=True)


if __name__ == "__main__":
    main()
