# track: torch
# exercise: scaling
# why: scaled_scores copies Megatron-LM's apply_query_key_layer_scaling, dividing by norm_factor = sqrt(d_k) * layer_number (layer_number = 2 from the config it was read from), but not the matching multiplication by layer_number that Megatron's softmax undoes it with, so every score is half the expected one
# kind: public
# diagnosis: ratio

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need 2 axes each")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    layer_number = 2
    norm_factor = math.sqrt(q.shape[-1]) * layer_number
    return (q @ k.transpose(-2, -1)) / norm_factor
