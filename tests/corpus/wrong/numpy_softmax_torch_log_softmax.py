# track: numpy
# exercise: softmax
# why: gets the weights as exp of torch.log_softmax on torch.from_numpy(scores): a library log-softmax, forbidden in stable_softmax
# kind: rule
# diagnosis: forbidden-function

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    log_w = torch.log_softmax(torch.from_numpy(np.ascontiguousarray(scaled)), dim=-1)
    return np.exp(log_w.numpy())
