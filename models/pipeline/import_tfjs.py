"""Reads a committed TF.js model (export_tfjs.py's format) back into PyTorch weights, to fine-tune it.

    /usr/bin/python3 models/pipeline/import_tfjs.py --detector models/detector --out WORK/run/detector-init.pt
    /usr/bin/python3 models/pipeline/import_tfjs.py --classifier models/classifier --out WORK/run/classifier-init.pt

The export folds each BatchNorm into its convolution, so the import sets every BatchNorm to the
identity (mean 0, variance 1 - eps, scale 1) with the folded bias as its shift: the network computes
exactly what the TF.js model does. Fine-tuning such weights must keep the BatchNorms' statistics
frozen (train_*.py --freeze-bn), or the first batch's statistics would replace the identity.
Weights stored as float16 (the manifest's quantization, in byte planes) are read back to float32.
"""
import argparse
import json
import os

import numpy as np
import torch

from export_tfjs import BYTE_PLANES, from_planes
from nets import Classifier, Detector
from spec import CLASSES


def read_weights(folder):
    """The model's weights in manifest order, as float32 arrays."""
    with open(os.path.join(folder, "model.json")) as f:
        model = json.load(f)
    blob = b"".join(open(os.path.join(folder, p), "rb").read() for g in model["weightsManifest"] for p in g["paths"])
    layout = model.get("userDefinedMetadata", {}).get("weightLayout")
    if layout == BYTE_PLANES:
        blob = from_planes(blob)
    elif layout is not None:
        raise SystemExit(f"{folder}: unknown weight layout {layout!r}")
    out = []
    offset = 0
    for group in model["weightsManifest"]:
        for spec in group["weights"]:
            dtype = spec.get("quantization", {}).get("dtype", spec["dtype"])
            np_dtype = {"float32": np.float32, "float16": np.float16}[dtype]
            count = int(np.prod(spec["shape"])) if spec["shape"] else 1
            size = count * np.dtype(np_dtype).itemsize
            arr = np.frombuffer(blob, dtype=np_dtype, count=count, offset=offset).astype(np.float32).reshape(spec["shape"])
            out.append((spec["name"], arr))
            offset += size
    return out


def load_conv_bn(m, kernel, bias):
    m.conv.weight.data = torch.from_numpy(kernel.transpose(3, 2, 0, 1).copy())  # HWIO -> OIHW
    bn = m.bn
    bn.weight.data.fill_(1.0)
    bn.bias.data = torch.from_numpy(bias.copy())
    bn.running_mean.zero_()
    bn.running_var.fill_(1.0 - bn.eps)


def load_conv(conv, kernel, bias):
    conv.weight.data = torch.from_numpy(kernel.transpose(3, 2, 0, 1).copy())
    conv.bias.data = torch.from_numpy(bias.copy())


def detector_conv_bns(net):
    """The ConvBN modules in the order export_tfjs.export_detector writes them."""
    return [net.s2, *net.s4, *net.s8, *net.s16, *net.s32, *net.up16, *net.up8, *net.up4]


def import_detector(folder):
    net = Detector()
    weights = [a for _, a in read_weights(folder)]
    mods = detector_conv_bns(net)
    if len(weights) != 2 * len(mods) + 4:
        raise SystemExit(f"{folder}: {len(weights)} weight arrays, expected {2 * len(mods) + 4} for nets.Detector")
    for i, m in enumerate(mods):
        load_conv_bn(m, weights[2 * i], weights[2 * i + 1])
    load_conv(net.score, weights[-4], weights[-3])
    load_conv(net.reg, weights[-2], weights[-1])
    return net


def import_classifier(folder):
    net = Classifier(len(CLASSES))
    weights = [a for _, a in read_weights(folder)]
    mods = list(net.body)
    if len(weights) != 2 * len(mods) + 2:
        raise SystemExit(f"{folder}: {len(weights)} weight arrays, expected {2 * len(mods) + 2} for nets.Classifier")
    for i, m in enumerate(mods):
        load_conv_bn(m, weights[2 * i], weights[2 * i + 1])
    net.fc.weight.data = torch.from_numpy(weights[-2].T.copy())
    net.fc.bias.data = torch.from_numpy(weights[-1].copy())
    return net


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--detector")
    ap.add_argument("--classifier")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    if bool(args.detector) == bool(args.classifier):
        raise SystemExit("give one of --detector FOLDER or --classifier FOLDER")
    net = import_detector(args.detector) if args.detector else import_classifier(args.classifier)
    torch.save(net.state_dict(), args.out)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
