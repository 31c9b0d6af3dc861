# track: numpy
# exercise: softmax
# why: ports the sampler and softmax of Karpathy's llama2.c run.c, which divide the logits by the temperature in place (logits[q] /= temperature) and then overwrite them with exp(x - max) / sum; on np.asarray(scores), the caller's own array, every call turns the caller's scores into the weights
# kind: public
# diagnosis: input-changed

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    x = np.asarray(scores)
    if np.isneginf(x).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    x /= temp
    x -= x.max(axis=-1, keepdims=True)
    np.exp(x, out=x)
    x /= x.sum(axis=-1, keepdims=True)
    return x
