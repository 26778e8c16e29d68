"""The two networks, built only from layers TF.js layers reproduces exactly.

Every 3x3 convolution is either stride 1 with symmetric padding 1 (Keras 'same') or stride 2 on an
even-sized input with one row/column of zeros after the image (what Keras 'same' does for stride 2):
torch's own padding=1 would pad both sides and shift every output. BatchNorm is folded into the
convolution at export; activations are ReLU; upsampling is nearest; pooling is global average.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F


def device():
    """CUDA when a GPU is there (the same scripts run unchanged on a lent GPU machine), else the CPU."""
    return torch.device("cuda" if torch.cuda.is_available() else "cpu")


def freeze_batchnorm(model):
    """Keeps every BatchNorm's running statistics as they are while the rest trains (call after
    model.train()): weights read back from TF.js carry their BatchNorms folded, as identities."""
    for m in model.modules():
        if isinstance(m, nn.BatchNorm2d):
            m.eval()


class ConvBN(nn.Module):
    def __init__(self, cin, cout, k=3, stride=1, act=True):
        super().__init__()
        self.k, self.stride, self.act = k, stride, act
        # Stride 1 pads symmetrically inside the convolution (cheaper than a separate pad).
        self.conv = nn.Conv2d(cin, cout, k, stride, padding=(k // 2 if stride == 1 else 0), bias=False)
        self.bn = nn.BatchNorm2d(cout)

    def forward(self, x):
        if self.stride == 2:
            x = F.pad(x, (0, 1, 0, 1))  # Keras 'same' for stride 2: zeros only after the image
        x = self.bn(self.conv(x))
        return F.relu(x) if self.act else x


class Detector(nn.Module):
    """Class-agnostic tile detector: 320x320 RGB -> 80x80 cells x (score, dx, dy, log w, log h).

    An encoder down to 1/32 (receptive field about 215 input pixels, so a close-up tile of 100
    pixels is seen whole) and a decoder back to 1/4 with skip connections.
    """

    def __init__(self, w=(16, 32, 48, 64, 96)):
        super().__init__()
        a, b, c, d, e = w
        self.s2 = ConvBN(3, a, stride=2)  # 160
        self.s4 = nn.Sequential(ConvBN(a, b, stride=2), ConvBN(b, b))  # 80
        self.s8 = nn.Sequential(ConvBN(b, c, stride=2), ConvBN(c, c))  # 40
        self.s16 = nn.Sequential(ConvBN(c, d, stride=2), ConvBN(d, d))  # 20
        self.s32 = nn.Sequential(ConvBN(d, e, stride=2), ConvBN(e, e), ConvBN(e, e))  # 10
        self.up16 = nn.Sequential(ConvBN(e + d, d, k=1), ConvBN(d, d))
        self.up8 = nn.Sequential(ConvBN(d + c, c, k=1), ConvBN(c, c))
        self.up4 = nn.Sequential(ConvBN(c + b, b, k=1), ConvBN(b, b))
        self.score = nn.Conv2d(b, 1, 1)
        self.reg = nn.Conv2d(b, 4, 1)
        nn.init.constant_(self.score.bias, -4.0)  # start near "no tile" (focal-loss practice)

    def features(self, x):
        f4 = self.s4(self.s2(x))
        f8 = self.s8(f4)
        f16 = self.s16(f8)
        f32 = self.s32(f16)
        up = lambda t: F.interpolate(t, scale_factor=2, mode="nearest")  # noqa: E731
        u16 = self.up16(torch.cat([up(f32), f16], 1))
        u8 = self.up8(torch.cat([up(u16), f8], 1))
        return self.up4(torch.cat([up(u8), f4], 1))

    def forward(self, x):
        """Raw outputs: score logits (N,1,80,80) and regression (N,4,80,80)."""
        f = self.features(x)
        return self.score(f), self.reg(f)


class Classifier(nn.Module):
    """40x40 RGB crop -> 38 class logits.

    Widths (16, 24, 48, 96): it runs once per tile, so its cost grows with the hand. Measured in TF.js
    (wasm, Node, batch of 20 crops): 53.5 ms at widths (24, 32, 64, 128), 30.6 ms at these.
    """

    def __init__(self, n_classes=38, w=(16, 24, 48, 96)):
        super().__init__()
        a, b, c, d = w
        self.body = nn.Sequential(
            ConvBN(3, a),
            ConvBN(a, b, stride=2), ConvBN(b, b),  # 20
            ConvBN(b, c, stride=2), ConvBN(c, c),  # 10
            ConvBN(c, d, stride=2), ConvBN(d, d),  # 5 (odd: no further stride-2)
        )
        self.drop = nn.Dropout(0.2)
        self.fc = nn.Linear(d, n_classes)

    def forward(self, x):
        f = self.body(x).mean(dim=(2, 3))
        return self.fc(self.drop(f))
