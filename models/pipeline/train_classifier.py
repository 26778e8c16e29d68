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

from data import art_of, crop_box, open_rgb, read_labels
from nets import Classifier, device, freeze_batchnorm
from spec import CLASS_INDEX, CLASSES, CLASSIFIER_INPUT, class_of


def family_of(row):
    art = art_of(row)
    return None if art is None else art[0]


def cut(folder, subset, copies, jitter, rng, limit=None, keep=None):
    """Tiles cut from `folder`'s labelled boxes; `keep(row)` picks the scenes (all when None)."""
    xs, ys = [], []
    for row in read_labels(folder, subset)[:limit]:
        if keep is not None and not keep(row):
            continue
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
    if not xs:
        return np.zeros((0, CLASSIFIER_INPUT, CLASSIFIER_INPUT, 3), np.uint8), np.zeros(0, np.int64)
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


def extreme3(t, pick):
    """The 3x3 minimum or maximum of each pixel, edges repeated (F.max_pool2d at stride 1 is ten
    times slower on the CPU than these shifted views)."""
    p = F.pad(t, (1, 1, 1, 1), mode="replicate")
    rows = pick(pick(p[:, :, :-2], p[:, :, 1:-1]), p[:, :, 2:])
    return pick(pick(rows[..., :-2], rows[..., 1:-1]), rows[..., 2:])


# Kinds told apart by colour: a five and its red five (real sets print the red five's ink red).
FIVES = torch.tensor([CLASS_INDEX[n] for n in ("5m", "5p", "5s", "0m", "0p", "0s")])


def vary_glyphs(t, y, p, gen):
    """Draws each crop of `t` (N,3,40,40 in 0..1) as another artist might, each change with chance `p`.

    Seven training families are too few to learn an eighth's glyphs from (models/MODEL_CARD.md):
    they differ in stroke weight, in where the pips and strokes sit, and in ink colours. So:
    - stroke weight: the crop moved part of the way to its 3x3 minimum (dark ink thicker, light
      ink thinner) or maximum (the reverse), a fraction of a pixel to a pixel at 40x40;
    - layout: a smooth random warp (offsets on a 4x4 grid, about a pixel), with a little scale
      and shear, so the pips and strokes do not sit exactly where the training art put them;
    - ink colour: the hue turned about the grey axis, except on fives, whose red is their kind.
    """
    n = t.shape[0]
    pick = lambda: (torch.rand(n, generator=gen) < p).float().view(n, 1, 1, 1)
    amount = (torch.rand(n, generator=gen) * 2 - 1).view(n, 1, 1, 1)
    lo, hi = extreme3(t, torch.minimum), extreme3(t, torch.maximum)
    weight = torch.where(amount > 0, t + amount * (lo - t), t - amount * (hi - t))
    t = t + pick() * (weight - t)

    theta = torch.zeros(n, 2, 3)
    scale = 1 + (torch.rand(n, 2, generator=gen) - 0.5) * 0.16
    shear = (torch.rand(n, 2, generator=gen) - 0.5) * 0.12
    theta[:, 0, 0], theta[:, 1, 1] = scale[:, 0], scale[:, 1]
    theta[:, 0, 1], theta[:, 1, 0] = shear[:, 0], shear[:, 1]
    grid = F.affine_grid(theta, t.shape, align_corners=False)
    bend = F.interpolate(torch.randn(n, 2, 4, 4, generator=gen) * 0.05, size=t.shape[2:], mode="bilinear", align_corners=False)
    grid = grid + bend.permute(0, 2, 3, 1)
    warped = F.grid_sample(t, grid, mode="bilinear", padding_mode="border", align_corners=False)
    t = t + pick() * (warped - t)

    angle = torch.rand(n, generator=gen) * 2 * np.pi
    c, s = torch.cos(angle), torch.sin(angle)
    k = 1 / np.sqrt(3)
    # Rodrigues' rotation about the unit grey axis (k, k, k): R = cI + s[K]x + (1 - c) k k^T.
    cross = torch.tensor([[0, -k, k], [k, 0, -k], [-k, k, 0]], dtype=torch.float32)
    rot = c.view(n, 1, 1) * torch.eye(3) + s.view(n, 1, 1) * cross + (1 - c).view(n, 1, 1) * torch.full((3, 3), k * k)
    turned = torch.bmm(rot, t.reshape(n, 3, -1)).view_as(t)
    hue = pick() * (~torch.isin(y, FIVES)).float().view(n, 1, 1, 1)
    t = t + hue * (turned - t)
    return t.clamp(0, 1)


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
    ap.add_argument("--vary", type=float, default=0.0, help="chance of each glyph variation (stroke weight, warp, ink hue) per crop (vary_glyphs)")
    ap.add_argument("--hold-out", default="", help="art families, comma-separated, left out of training and reported each epoch (a recipe's test on art it never saw; never an evaluation family)")
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    np.random.seed(args.seed)
    rng = random.Random(args.seed)

    t0 = time.time()
    gen = torch.Generator().manual_seed(args.seed)
    held = set(filter(None, args.hold_out.split(",")))
    rx, ry = cut(args.real, "train", 2, True, rng, args.limit)
    parts = [cut(folder, None, 1, True, rng, args.limit, lambda r: family_of(r) not in held) for folder in args.synth.split(",")]
    held_parts = [cut(folder, None, 1, False, rng, args.limit, lambda r: family_of(r) in held) for folder in args.synth.split(",")] if held else []
    hx = np.concatenate([p[0] for p in held_parts]) if held else None
    hy = np.concatenate([p[1] for p in held_parts]) if held else None
    sx, sy = np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts])
    dx, dy = cut(args.real, "dev_eval", 1, False, rng, args.limit)
    sel = [cut(folder, None, 1, False, rng, args.limit) for folder in args.select.split(",")] if args.select else []
    selx = np.concatenate([p[0] for p in sel]) if sel else None
    sely = np.concatenate([p[1] for p in sel]) if sel else None
    print(f"tiles: {len(rx)} real, {len(sx)} synthetic, {len(dx)} dev, {0 if selx is None else len(selx)} for selection, {0 if hx is None else len(hx)} held out ({time.time() - t0:.0f}s) on {device()}", flush=True)

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
            labels = torch.from_numpy(y[idx])
            batch = augment(x[idx], rng, args.invert)
            if args.vary > 0:
                batch = vary_glyphs(batch, labels, args.vary, gen)
            logits = model(batch.to(device()))
            loss = F.cross_entropy(logits, labels.to(device()), label_smoothing=0.05)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            total += loss.item()
        acc = evaluate(model, dx, dy)
        chosen = score_of(model) if selx is not None else acc
        unseen = f" held out {evaluate(model, hx, hy):.4f}" if hx is not None else ""
        print(f"epoch {epoch + 1}/{args.epochs} loss {total / steps:.3f} dev accuracy {acc:.4f} selection {chosen:.4f}{unseen} ({steps * args.batch / (time.time() - t):.0f} tiles/s)", flush=True)
        if chosen > best:
            best = chosen
            torch.save({k: v.cpu() for k, v in model.state_dict().items()}, args.out)
    print(f"best selection accuracy {best:.4f}; {time.time() - t0:.0f}s in all", flush=True)


if __name__ == "__main__":
    main()
