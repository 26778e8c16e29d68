"""The model contract, mirrored from src/vision/model-spec.ts (a test checks the two agree)."""

PAD_VALUE = 114 / 255

DETECTOR_INPUT = 320
DETECTOR_STRIDE = 4
DETECTOR_CHANNELS = 5
# Five stride-2 stages (nets.Detector): the app also feeds it inputs whose sides are multiples of this.
DETECTOR_SIZE_MULTIPLE = 32

CLASSIFIER_INPUT = 40
CLASSIFIER_MARGIN = 0.1

# 34 kinds in mpsz order, red fives, then a face-down tile.
CLASSES = (
    [f"{n}m" for n in range(1, 10)]
    + [f"{n}p" for n in range(1, 10)]
    + [f"{n}s" for n in range(1, 10)]
    + [f"{n}z" for n in range(1, 8)]
    + ["0m", "0p", "0s", "back"]
)
CLASS_INDEX = {name: i for i, name in enumerate(CLASSES)}


def class_of(box):
    """A dataset box (DESIGN.md section 3) -> class name, or None for a non-riichi tile ('?')."""
    tile = box["tile"]
    if tile == "?":
        return None
    if tile == "back" or box.get("orientation") == "back":
        return "back"
    if box.get("red") and tile[0] == "5":
        return "0" + tile[1]
    return tile if tile in CLASS_INDEX else None
