# track: numpy
# exercise: softmax
# why: does the exponentials with torch.exp(torch.from_numpy(...)) "because torch's exp is faster" and forgets to convert back, so stable_softmax returns a torch.Tensor instead of an np.ndarray
# kind: array-type
# diagnosis: wrong-array-type

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(torch.from_numpy(np.ascontiguousarray(scaled - row_max)))
    return exps / exps.sum(dim=-1, keepdim=True)
