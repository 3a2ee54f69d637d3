"""The files a training script writes beside a model, which the C++ reads: the weights, a tensor
file (bot/nn/tensors.h), and the fixture of held-out inputs and PyTorch's outputs on them that pins
the C++ forward pass (tools/training/fixture.h)."""
import numpy as np
import torch


def numbers(values):
    """9 significant digits, so that C++ reads back the same floats."""
    return " ".join(f"{v:.9g}" for v in np.asarray(values, dtype=np.float32).ravel())


def write_tensors(path, tensors, header=(), settings=None):
    """`header` as comment lines, each setting as a line "KEY VALUE", then each tensor as a line
    "NAME d0 d1 ..." (its shape) and a line of its values, row-major."""
    with open(path, "w") as f:
        for line in header:
            f.write(f"# {line}\n")
        for key, value in (settings or {}).items():
            f.write(f"{key} {value}\n")
        for name, t in tensors.items():
            a = t.detach().numpy()
            assert np.isfinite(a).all(), f"{name} is not finite"
            f.write(f"{name} {' '.join(str(d) for d in a.shape)}\n{numbers(a)}\n")


def read_tensors(path):
    """The settings and the tensors, by name, of a write_tensors file (tensors.h's rule: two
    words of which the first has no '.' or the second is no dimension are a setting)."""
    with open(path) as f:
        lines = [line.split() for line in f if line.strip() and not line.startswith("#")]
    settings, tensors, i = {}, {}, 0
    while i < len(lines):
        head = lines[i]
        if len(head) == 2 and ("." not in head[0] or not head[1].isdigit()):
            settings[head[0]] = head[1]
            i += 1
            continue
        values = torch.tensor([float(v) for v in lines[i + 1]])
        tensors[head[0]] = values.reshape([int(d) for d in head[1:]])
        i += 2
    return settings, tensors


def write_fixture(path, header, cases):
    """Each case as a line "case", then a line "KEY v0 v1 ..." per (key, values) it holds."""
    with open(path, "w") as f:
        f.write(f"# {header}\n")
        for case in cases:
            f.write("case\n")
            for key, values in case:
                f.write(f"{key} {numbers(values)}\n")


def read_fixture(path):
    """Each case as {key: [the numbers of each line of key, in order]}."""
    cases = []
    with open(path) as f:
        for line in f:
            words = line.split()
            if not words or words[0].startswith("#"):
                continue
            if words == ["case"]:
                cases.append({})
            else:
                cases[-1].setdefault(words[0], []).append([float(v) for v in words[1:]])
    return cases
