"""Writes a trained network as a TF.js layers model (model.json + weights.bin) and its reference outputs.

    /usr/bin/python3 models/pipeline/export_tfjs.py --detector RUN/detector.pt --classifier RUN/classifier.pt --out models

There is no TF.js converter on this machine, so the Keras topology is written here directly: a
functional model of InputLayer, Conv2D (BatchNorm folded in), UpSampling2D, Concatenate,
GlobalAveragePooling2D and Dense. `reference.json` next to each model holds the PyTorch outputs
for a fixed input (`probe_input`, computable from a formula in any language); the parity test in
test/vision/model-parity.test.ts loads the exported model in TF.js and must reproduce them.

Weights are stored as float16 (TF.js weights-manifest quantization: half the download, decoded to
float32 on load), in byte planes (`byte_planes`, named in model.json's `userDefinedMetadata`). The network is rounded to float16 before the reference is computed, so the
reference is what the stored weights compute and the parity test stays as tight as before; the
rounding's own effect on recognition is measured by `npm run eval` like any other change.
`--float32` keeps full precision.
"""
import argparse
import json
import os

import numpy as np
import torch

from nets import Classifier, ConvBN, Detector
from spec import CLASSES, CLASSIFIER_INPUT, DETECTOR_INPUT


def probe_input(n, size):
    """Deterministic NHWC input in 0..1: value = ((7*y + 13*x + 29*c + 31*b) mod 97) / 96."""
    b, y, x, c = np.meshgrid(np.arange(n), np.arange(size), np.arange(size), np.arange(3), indexing="ij")
    return (((7 * y + 13 * x + 29 * c + 31 * b) % 97) / 96).astype(np.float32)


# The layout src/vision/weight-planes.ts reads: every float16's first byte, then every second byte.
# The second bytes (sign, exponent) vary little, so together they compress: gzip -9 sends the
# detector's weights in 725 KB instead of 777 KB.
BYTE_PLANES = "float16-byte-planes"


def byte_planes(blob):
    b = np.frombuffer(blob, dtype=np.uint8)
    return np.concatenate([b[0::2], b[1::2]]).tobytes()


def from_planes(blob):
    """`byte_planes` undone: float16 values interleaved again, as TF.js lays them out."""
    b = np.frombuffer(blob, dtype=np.uint8)
    half = len(b) // 2
    return np.stack([b[:half], b[half:]], axis=1).tobytes()


class Writer:
    def __init__(self, name, size, float16=True):
        self.float16 = float16
        self.layers = []
        self.weights = []  # (name, array)
        self.count = 0
        self.input = self.add("InputLayer", {"batch_input_shape": [None, size, size, 3], "dtype": "float32", "sparse": False}, [], name="input")
        self.model_name = name

    def add(self, cls, config, inputs, name=None):
        self.count += 1
        name = name or f"{cls.lower()}_{self.count}"
        config = dict(config, name=name, trainable=False)
        nodes = [[[i, 0, 0, {}] for i in inputs]] if inputs else []
        self.layers.append({"class_name": cls, "config": config, "name": name, "inbound_nodes": nodes})
        return name

    def conv(self, x, weight, bias, stride, activation):
        k = weight.shape[2]
        name = self.add(
            "Conv2D",
            {"filters": int(weight.shape[0]), "kernel_size": [k, k], "strides": [stride, stride], "padding": "same",
             "data_format": "channels_last", "dilation_rate": [1, 1], "activation": activation, "use_bias": True},
            [x],
        )
        self.weights.append((f"{name}/kernel", weight.transpose(2, 3, 1, 0)))  # OIHW -> HWIO
        self.weights.append((f"{name}/bias", bias))
        return name

    def conv_bn(self, x, m: ConvBN, activation=None):
        w = m.conv.weight.detach().numpy()
        bn = m.bn
        scale = (bn.weight / torch.sqrt(bn.running_var + bn.eps)).detach().numpy()
        bias = (bn.bias - bn.running_mean * bn.weight / torch.sqrt(bn.running_var + bn.eps)).detach().numpy()
        return self.conv(x, w * scale[:, None, None, None], bias, m.stride, activation or ("relu" if m.act else "linear"))

    def seq(self, x, modules):
        for m in modules:
            x = self.conv_bn(x, m)
        return x

    def up(self, x):
        return self.add("UpSampling2D", {"size": [2, 2], "data_format": "channels_last", "interpolation": "nearest"}, [x])

    def concat(self, *xs):
        return self.add("Concatenate", {"axis": -1}, list(xs))

    def save(self, folder, output):
        os.makedirs(folder, exist_ok=True)
        stored = np.float16 if self.float16 else np.float32
        blob = b"".join(np.ascontiguousarray(a, dtype=stored).tobytes() for _, a in self.weights)
        if self.float16:
            blob = byte_planes(blob)
        quant = {"quantization": {"dtype": "float16", "original_dtype": "float32"}} if self.float16 else {}
        with open(os.path.join(folder, "weights.bin"), "wb") as f:
            f.write(blob)
        model = {
            "format": "layers-model",
            "generatedBy": "models/pipeline/export_tfjs.py",
            "convertedBy": None,
            "modelTopology": {
                "class_name": "Model",
                "config": {"name": self.model_name, "layers": self.layers, "input_layers": [[self.input, 0, 0]], "output_layers": [[output, 0, 0]]},
                "keras_version": "tfjs-layers 4.22.0",
                "backend": "tensor_flow.js",
            },
            **({"userDefinedMetadata": {"weightLayout": BYTE_PLANES}} if self.float16 else {}),
            "weightsManifest": [{"paths": ["weights.bin"], "weights": [dict({"name": n, "shape": list(a.shape), "dtype": "float32"}, **quant) for n, a in self.weights]}],
        }
        with open(os.path.join(folder, "model.json"), "w") as f:
            json.dump(model, f, separators=(",", ":"))
        return len(blob)


def folded(net):
    """The network as export writes it: each BatchNorm folded into its convolution and turned into
    the identity (import_tfjs reads it back so), so rounding the weights rounds what is stored."""
    import copy

    from import_tfjs import load_conv_bn

    net = copy.deepcopy(net)
    for m in net.modules():
        if isinstance(m, ConvBN):
            bn = m.bn
            scale = (bn.weight / torch.sqrt(bn.running_var + bn.eps)).detach()
            bias = (bn.bias - bn.running_mean * scale).detach()
            kernel = (m.conv.weight.detach() * scale[:, None, None, None]).numpy().transpose(2, 3, 1, 0)
            load_conv_bn(m, kernel, bias.numpy())
    return net


def rounded(net, float16):
    """The folded network with every weight rounded to float16 (what TF.js decodes), or as it is."""
    net = folded(net)
    if float16:
        with torch.no_grad():
            for m in net.modules():
                if isinstance(m, (torch.nn.Conv2d, torch.nn.Linear)):
                    m.weight.copy_(m.weight.half().float())
                    if m.bias is not None:
                        m.bias.copy_(m.bias.half().float())
                if isinstance(m, torch.nn.BatchNorm2d):
                    m.bias.copy_(m.bias.half().float())
    return net.eval()


def export_detector(net: Detector, folder, float16=True):
    net = rounded(net, float16)
    w = Writer("detector", DETECTOR_INPUT, float16)
    f4 = w.seq(w.conv_bn(w.input, net.s2), net.s4)
    f8 = w.seq(f4, net.s8)
    f16 = w.seq(f8, net.s16)
    f32 = w.seq(f16, net.s32)
    u16 = w.seq(w.concat(w.up(f32), f16), net.up16)
    u8 = w.seq(w.concat(w.up(u16), f8), net.up8)
    u4 = w.seq(w.concat(w.up(u8), f4), net.up4)
    score = w.conv(u4, net.score.weight.detach().numpy(), net.score.bias.detach().numpy(), 1, "sigmoid")
    reg = w.conv(u4, net.reg.weight.detach().numpy(), net.reg.bias.detach().numpy(), 1, "linear")
    size = w.save(folder, w.concat(score, reg))
    x = probe_input(1, DETECTOR_INPUT)
    with torch.no_grad():
        s, r = net(torch.from_numpy(x).permute(0, 3, 1, 2))
        out = torch.cat([torch.sigmoid(s), r], 1).permute(0, 2, 3, 1).numpy()
    # A spread of cells (every 7th in each direction) keeps the file small and still covers the map.
    sample = out[0, ::7, ::7, :]
    write_reference(folder, {"input": "probe", "batch": 1, "size": DETECTOR_INPUT, "step": 7, "output_shape": list(out.shape), "values": sample.round(6).tolist()})
    return size


def export_classifier(net: Classifier, folder, float16=True):
    net = rounded(net, float16)
    w = Writer("classifier", CLASSIFIER_INPUT, float16)
    x = w.seq(w.input, net.body)
    x = w.add("GlobalAveragePooling2D", {"data_format": "channels_last"}, [x])
    out = w.add("Dense", {"units": len(CLASSES), "activation": "softmax", "use_bias": True}, [x])
    w.weights.append((f"{out}/kernel", net.fc.weight.detach().numpy().T))
    w.weights.append((f"{out}/bias", net.fc.bias.detach().numpy()))
    size = w.save(folder, out)
    probe = probe_input(4, CLASSIFIER_INPUT)
    with torch.no_grad():
        p = torch.softmax(net(torch.from_numpy(probe).permute(0, 3, 1, 2)), 1).numpy()
    write_reference(folder, {"input": "probe", "batch": 4, "size": CLASSIFIER_INPUT, "step": 1, "output_shape": list(p.shape), "values": p.round(6).tolist(), "classes": list(CLASSES)})
    return size


def write_reference(folder, ref):
    with open(os.path.join(folder, "reference.json"), "w") as f:
        json.dump(ref, f, separators=(",", ":"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--detector")
    ap.add_argument("--classifier")
    ap.add_argument("--out", required=True, help="the repository's models/ folder")
    ap.add_argument("--float32", action="store_true", help="store float32 weights instead of float16")
    args = ap.parse_args()
    half = not args.float32
    if args.detector:
        net = Detector()
        net.load_state_dict(torch.load(args.detector))
        net.eval()
        print(f"detector: {export_detector(net, os.path.join(args.out, 'detector'), half) / 1e6:.2f} MB of weights")
    if args.classifier:
        net = Classifier(len(CLASSES))
        net.load_state_dict(torch.load(args.classifier))
        net.eval()
        print(f"classifier: {export_classifier(net, os.path.join(args.out, 'classifier'), half) / 1e6:.2f} MB of weights")


if __name__ == "__main__":
    main()
