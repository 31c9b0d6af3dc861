# track: numpy
# exercise: softmax
# why: stable_softmax is picoGPT's softmax(x), exp(x - max(x, axis=-1, keepdims=True)) over its sum, pasted under the kit's signature; picoGPT has no temperature, so the temperature argument is never applied (nor checked), and it has no test for a row that is entirely -inf
# kind: public
# diagnosis: softmax-temperature-ignored, logit-ratio:fixed-temperature, error-not-raised
import numpy as np


def stable_softmax(scores, temperature=1.0):
    x = np.asarray(scores)
    exp_x = np.exp(x - np.max(x, axis=-1, keepdims=True))
    return exp_x / np.sum(exp_x, axis=-1, keepdims=True)
