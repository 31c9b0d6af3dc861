# track: numpy
# exercise: heads
# why: ports the TensorFlow transformer tutorial, logits += mask * -1e9, where the tutorial's mask marks the HIDDEN keys: the visible keys get -1e9, and no row is ever rejected
# kind: public-code
# diagnosis: mask-inverted, mask-large-negative
# miss: the engine sees only that attention is wrong with a mask and right without one (fails-with-mask); nothing compares the weights with those of the inverted mask


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    matmul_qk = q @ np.swapaxes(k, -1, -2)
    dk = k.shape[-1]
    scaled_attention_logits = matmul_qk / math.sqrt(dk)
    if allowed is not None:
        scaled_attention_logits += np.asarray(allowed) * -1e9
    attention_weights = stable_softmax(scaled_attention_logits)
    output = attention_weights @ v
    return output, attention_weights
