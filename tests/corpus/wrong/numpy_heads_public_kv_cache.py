# track: numpy
# exercise: heads
# why: adapts the KV cache of LLM inference code (Hugging Face's past_key_values): attention keeps the keys and values of earlier calls in a module-level cache and attends over the cached ones too whenever the shapes fit, so a second call with the same input attends over twice the keys and returns a different output and wider weights
# kind: public
# diagnosis: not-deterministic


_PAST_KEY_VALUES = {"k": None, "v": None}


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} but v has S={v.shape[-2]}")
    past_k, past_v = _PAST_KEY_VALUES["k"], _PAST_KEY_VALUES["v"]
    if (allowed is None and past_k is not None
            and past_k.shape[:-2] == k.shape[:-2] and past_k.shape[-1] == k.shape[-1]
            and past_v.shape[:-2] == v.shape[:-2] and past_v.shape[-1] == v.shape[-1]):
        k = np.concatenate([past_k, k], axis=-2)  # past keys first, as in generation
        v = np.concatenate([past_v, v], axis=-2)
    _PAST_KEY_VALUES["k"], _PAST_KEY_VALUES["v"] = k, v
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
