# track: numpy
# exercise: softmax
# why: borrows torch.softmax inside the NumPy stable_softmax (a library softmax is forbidden)
# named-by: a library softmax

import torch


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError(f"temperature must be positive and finite; got {temperature!r}")
    x = np.asarray(scores) / t
    if np.isneginf(x.max(axis=-1)).any():
        raise ValueError("a row is entirely -inf")
    return torch.softmax(torch.from_numpy(x), dim=-1).numpy()
