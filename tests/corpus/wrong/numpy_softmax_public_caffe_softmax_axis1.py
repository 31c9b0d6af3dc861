# track: numpy
# exercise: softmax
# why: stable_softmax ports Caffe's SoftmaxLayer (softmax_layer.cpp), which normalises over softmax_param.axis with its default axis = 1, the channel axis of (N, C, H, W) blobs: subtract the max over axis 1, exp, divide by the sum over axis 1; axis 1 is the key axis only for 2-D (T, S) scores, so batched scores are normalised over the queries (or the heads)
# kind: public
# diagnosis: softmax-axis, reduced-other-axis, fails-unless-ndim
import math

import numpy as np

SOFTMAX_AXIS = 1  # caffe.proto: SoftmaxParameter { optional int32 axis = 2 [default = 1]; }


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    scale_data = scaled.max(axis=SOFTMAX_AXIS, keepdims=True)  # Caffe: max over the channels
    top = np.exp(scaled - scale_data)
    return top / top.sum(axis=SOFTMAX_AXIS, keepdims=True)
