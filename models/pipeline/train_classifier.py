"""Trains the tile classifier (nets.Classifier) on tiles cut from real photos and synthetic scenes.

    /usr/bin/python3 models/pipeline/train_classifier.py --real ../shared/datasets/real-chinese \
        --synth WORK/synth,WORK/synth-mixed,WORK/art-train --select WORK/art-select \
        --out WORK/run/classifier.pt [--epochs 24]

Tiles are cut exactly as the app cuts them (data.crop_box), from the labelled boxes with a random
jitter of position and size (a detector's boxes are never exact), twice per real tile and once per
synthetic one. Online: quarter turns (sideways and upside-down tiles), colour, lightness turned
over (light ink on dark faces), noise.
Real photos have no red fives and no backs; those come from the synthetic scenes.
Each epoch takes every real tile and 48,000 synthetic ones, 24 epochs: the first classifier trained
on the art scenes (16 epochs of fewer tiles) underfit, reading its own training tiles only 73 %
right (models/MODEL_CARD.md).
Selects the epoch with the best class accuracy on real-chinese dev_eval, averaged with the
selection scenes' when --select is given (model selection only).
"""
import argparse
import random
import time

import numpy as np
import torch
import torch.nn.functional as F
from PIL import Image

from data import crop_box, open_rgb, read_labels
from nets import Classifier, device, freeze_batchnorm
from spec import CLASS_INDEX, CLASSES, class_of


def cut(folder, subset, copies, jitter, rng, limit=None):
    xs, ys = [], []
    for row in read_labels(folder, subset)[:limit]:
        img = open_rgb(folder, row)
        for b in row["boxes"]:
            name = class_of(b)
            if name is None:
                continue
            for _ in range(copies):
                x, y, w, h = b["x"], b["y"], b["w"], b["h"]
                if jitter:
                    s = rng.uniform(0.9, 1.1)
                    x += rng.uniform(-0.07, 0.07) * w + (1 - s) * w / 2
                    y += rng.uniform(-0.07, 0.07) * h + (1 - s) * h / 2
                    w, h = w * s * rng.uniform(0.95, 1.05), h * s * rng.uniform(0.95, 1.05)
                crop = crop_box(img, (x, y, w, h))
                if crop is not None:
                    xs.append(crop)
                    ys.append(CLASS_INDEX[name])
    return np.stack(xs), np.array(ys, dtype=np.int64)


def augment(batch, rng, invert=0.0):
    """uint8 (N,40,40,3) -> float tensor (N,3,40,40) with quarter turns, colour and noise.

    With probability `invert` a crop's lightness is turned over and its hues kept (a + 1 - 2 * grey):
    ivory faces with dark ink become dark faces with light ink (issue 19 asks for dark-faced sets;
    the first art classifier read the training families' own dark looks only 55 % right). The
    default of 0.15 was set before training, not tuned.
    """
    out = np.empty(batch.shape, np.float32)
    for i, crop in enumerate(batch):
        if rng.random() < 0.3:
            # A tile photographed small: the crop is upsampled from few pixels (box filter, as in
            # the app). Tiles under 20 frame pixels were misread 6 times as often as larger ones.
            s = rng.randint(12, 28)
            small = Image.fromarray(crop).resize((s, s), Image.BOX)
            crop = np.asarray(small.resize(crop.shape[:2][::-1], Image.BOX))
        a = np.rot90(crop, rng.randrange(4)).astype(np.float32) / 255
        a = (a - 0.5) * rng.uniform(0.7, 1.3) + 0.5 + rng.uniform(-0.12, 0.12)
        a = a * np.array([rng.uniform(0.85, 1.15) for _ in range(3)], dtype=np.float32)
        if rng.random() < 0.1:
            a = np.repeat(a.mean(axis=2, keepdims=True), 3, axis=2)
        if rng.random() < invert:
            a = a + 1 - 2 * a.mean(axis=2, keepdims=True)
        out[i] = a
    out += np.random.normal(0, rng.uniform(0, 0.04), out.shape).astype(np.float32)
    return torch.from_numpy(np.clip(out, 0, 1)).permute(0, 3, 1, 2).contiguous()


def evaluate(model, x, y, batch=512):
    model.eval()
    correct = 0
    with torch.no_grad():
        for k in range(0, len(x), batch):
            t = torch.from_numpy(x[k : k + batch].astype(np.float32) / 255).permute(0, 3, 1, 2).to(device())
            correct += (model(t).argmax(1).cpu().numpy() == y[k : k + batch]).sum()
    return correct / max(len(x), 1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--real", required=True)
    ap.add_argument("--synth", required=True, help="synthetic dataset folders, comma-separated")
    ap.add_argument("--out", required=True)
    ap.add_argument("--epochs", type=int, default=24)
    ap.add_argument("--synth-per-epoch", type=int, default=48000)
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--init", default=None, help="start from these weights (import_tfjs.py reads the committed model) instead of from scratch")
    ap.add_argument("--freeze-bn", action="store_true", help="keep BatchNorm statistics as loaded (weights read back from TF.js)")
    ap.add_argument("--lr", type=float, default=3e-3, help="peak learning rate of the one-cycle schedule")
    ap.add_argument("--invert", type=float, default=0.15, help="share of crops whose lightness is turned over (light ink on dark faces)")
    ap.add_argument("--select", default=None, help="synthetic folders (training art only) whose tile accuracy is averaged with dev_eval's to choose the epoch")
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    np.random.seed(args.seed)
    rng = random.Random(args.seed)

    t0 = time.time()
    rx, ry = cut(args.real, "train", 2, True, rng, args.limit)
    parts = [cut(folder, None, 1, True, rng, args.limit) for folder in args.synth.split(",")]
    sx, sy = np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts])
    dx, dy = cut(args.real, "dev_eval", 1, False, rng, args.limit)
    sel = [cut(folder, None, 1, False, rng, args.limit) for folder in args.select.split(",")] if args.select else []
    selx = np.concatenate([p[0] for p in sel]) if sel else None
    sely = np.concatenate([p[1] for p in sel]) if sel else None
    print(f"tiles: {len(rx)} real, {len(sx)} synthetic, {len(dx)} dev, {0 if selx is None else len(selx)} for selection ({time.time() - t0:.0f}s) on {device()}", flush=True)

    def score_of(model):
        """dev_eval's class accuracy, averaged with the selection scenes' when there are any."""
        acc = evaluate(model, dx, dy)
        return acc if selx is None else (acc + evaluate(model, selx, sely)) / 2

    model = Classifier(len(CLASSES))
    if args.init:
        model.load_state_dict(torch.load(args.init, map_location="cpu"))
    model.to(device())
    per_epoch = len(rx) + min(len(sx), args.synth_per_epoch)
    steps = per_epoch // args.batch
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=5e-4)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=args.lr, total_steps=args.epochs * steps, pct_start=0.15)
    best = score_of(model) if args.init else -1.0
    if args.init:
        torch.save(model.state_dict(), args.out)
        print(f"starting weights: selection accuracy {best:.4f}", flush=True)
    for epoch in range(args.epochs):
        model.train()
        if args.freeze_bn:
            freeze_batchnorm(model)
        pick = rng.sample(range(len(sx)), min(len(sx), args.synth_per_epoch))
        x = np.concatenate([rx, sx[pick]])
        y = np.concatenate([ry, sy[pick]])
        order = np.random.permutation(len(x))
        t = time.time()
        total = 0.0
        for s in range(steps):
            idx = order[s * args.batch : (s + 1) * args.batch]
            logits = model(augment(x[idx], rng, args.invert).to(device()))
            loss = F.cross_entropy(logits, torch.from_numpy(y[idx]).to(device()), label_smoothing=0.05)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            total += loss.item()
        acc = evaluate(model, dx, dy)
        chosen = score_of(model) if selx is not None else acc
        print(f"epoch {epoch + 1}/{args.epochs} loss {total / steps:.3f} dev accuracy {acc:.4f} selection {chosen:.4f} ({steps * args.batch / (time.time() - t):.0f} tiles/s)", flush=True)
        if chosen > best:
            best = chosen
            torch.save({k: v.cpu() for k, v in model.state_dict().items()}, args.out)
    print(f"best selection accuracy {best:.4f}; {time.time() - t0:.0f}s in all", flush=True)


if __name__ == "__main__":
    main()
